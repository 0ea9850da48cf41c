import type { Job } from 'bullmq';
import { z } from 'zod';
import type { Mailer, JobProcessor } from '../../../platform/tokens.js';
import type { SendReminder } from '../application/send-reminder.js';
import { REFUND_NOTICE_JOB } from '../application/void-refunded-policy.js';
import { refundNoticeEmail } from '../domain/refund.js';
import { BILLING_EMAIL_QUEUE } from '../tokens.js';

const reminderPayload = z.object({ reminderId: z.number().int().positive(), retry: z.boolean().optional() });
const refundNoticePayload = z.object({
  to: z.string().min(3),
  policyNumber: z.string(),
  refundDate: z.string(),
  amount: z.object({ amount: z.string(), currency: z.string() }),
  paymentId: z.string(),
});
const preinvoicePayload = z.object({
  preinvoiceId: z.number().int().positive(),
  organizationId: z.number().int().optional(),
  month: z.string().optional(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
});

/** Billing's e-mail jobs (relayed from the outbox): arrears reminders, refund notices to buyers, pre-invoice update requests to staff. */
export function billingEmailProcessor(deps: {
  sendReminder: SendReminder;
  mailer: Mailer;
  staffInbox: string;
  adminUrl: string;
  /** The company's contact address (content's company details), null while unset. */
  contactEmail: () => Promise<string | null>;
}): JobProcessor {
  return {
    queue: BILLING_EMAIL_QUEUE,
    concurrency: 4,
    async process(job: Job) {
      if (job.name === 'arrears-reminder') {
        const { reminderId } = reminderPayload.parse(job.data);
        const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        return deps.sendReminder.execute(reminderId, { lastAttempt });
      }
      if (job.name === REFUND_NOTICE_JOB) {
        const data = refundNoticePayload.parse(job.data);
        // One notice per refunded payment, whatever retries or re-deliveries happen.
        const sent = await deps.mailer.send({
          to: data.to,
          ...refundNoticeEmail({ ...data, contactEmail: await deps.contactEmail() }),
          idempotencyKey: `billing-refund-notice-${data.paymentId}`,
        });
        return sent.sent ? 'sent' : 'already-sent';
      }
      if (job.name === 'preinvoice-update-request') {
        const data = preinvoicePayload.parse(job.data);
        await deps.mailer.send({
          to: deps.staffInbox,
          subject: `Solicitud de actualización de la prefactura ${data.preinvoiceId}${data.month ? ` (${data.month})` : ''}`,
          text: [
            `${data.requestedBy} pidió actualizar la prefactura ${data.preinvoiceId}${
              data.month ? ` del mes ${data.month}, organización ${data.organizationId}` : ''
            } (${data.requestedAt}).`,
            '',
            `Motivo: ${data.reason}`,
            '',
            `Revísala en ${deps.adminUrl}#/preinvoices/${data.preinvoiceId}/show`,
          ].join('\n'),
          idempotencyKey: `billing-preinvoice-${data.preinvoiceId}-${data.requestedAt}`,
        });
        return 'sent';
      }
      return null;
    },
  };
}
