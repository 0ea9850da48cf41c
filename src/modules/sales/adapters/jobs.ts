import { DelayedError, type Job } from 'bullmq';
import { z } from 'zod';
import type { QueueRegistry } from '../../../platform/queue.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { ReconcilePayments } from '../application/reconcile-payments.js';
import type { RefundDuplicatePayment } from '../application/refund-duplicate-payment.js';
import type { SendResumeReminder } from '../application/send-resume-reminder.js';
import type { ResumeReminder } from '../domain/reminders.js';
import { SALES_DUPLICATE_REFUND_QUEUE, SALES_RECONCILE_QUEUE, SALES_REMINDER_QUEUE } from '../tokens.js';

const reminderSchema = z.object({
  saleId: z.string().uuid(),
  reminder: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  dueAt: z.string(),
});

/**
 * Resume reminders 0, 1, 2: the outbox relays each job when the step is saved; the job waits in
 * BullMQ's delayed set until its due time (configured delays), then sends once, unless the sale is paid.
 */
export function reminderProcessor(send: SendResumeReminder): JobProcessor {
  return {
    queue: SALES_REMINDER_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      const { saleId, reminder, dueAt } = reminderSchema.parse(job.data);
      const due = Date.parse(dueAt);
      if (Number.isFinite(due) && due > Date.now() + 50 && job.token) {
        await job.moveToDelayed(due, job.token);
        throw new DelayedError();
      }
      return send.execute(saleId, reminder as ResumeReminder);
    },
  };
}

/** The reconciliation job, run every RECONCILE_EVERY_MS by a BullMQ job scheduler (one for all workers). */
export function reconcileProcessor(reconcile: ReconcilePayments, queues: QueueRegistry, everyMs: number): JobProcessor {
  void queues.schedule('Programar la conciliación de pagos', SALES_RECONCILE_QUEUE, (queue) =>
    queue.upsertJobScheduler('sales-reconcile', { every: everyMs }, { name: 'reconcile', data: {} }),
  );
  return {
    queue: SALES_RECONCILE_QUEUE,
    concurrency: 1,
    async process() {
      return reconcile.execute();
    },
  };
}

/** Refunds a payment approved after its sale was paid (written to the outbox with the approval). */
export function duplicateRefundProcessor(refund: RefundDuplicatePayment): JobProcessor {
  const schema = z.object({ paymentId: z.string().uuid() });
  return {
    queue: SALES_DUPLICATE_REFUND_QUEUE,
    concurrency: 1,
    async process(job: Job) {
      return refund.execute(schema.parse(job.data).paymentId);
    },
  };
}
