import { inject, injectable } from 'inversify';
import { PLATFORM, type Mailer } from '../../../platform/tokens.js';
import { formatMoney } from '../../pricing/index.js';
import { balanceClp } from '../domain/payment-status.js';
import { arrearsReminderEmail, type ArrearsReminderCount } from '../domain/reminders.js';
import { BILLING } from '../tokens.js';
import type { LedgerFactory, PeriodPaymentLinkSource } from './ports.js';

export const reminderKey = (reminderId: number) => `billing-reminder-${reminderId}`;

/**
 * Sends one claimed reminder through the e-mail port (SMTP or the development mailbox), keyed so it goes out
 * at most once whatever retries or re-deliveries happen. A reminder that cannot be sent — no address, or the
 * last attempt failed — becomes an unsent notification staff see and can retry.
 */
@injectable()
export class SendReminder {
  constructor(
    @inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(BILLING.PaymentLinks) private readonly links: PeriodPaymentLinkSource,
  ) {}

  execute(
    reminderId: number,
    options: { lastAttempt: boolean },
  ): Promise<'sent' | 'already-sent' | 'unsent' | 'not-needed' | 'not-found'> {
    return this.ledgers.inTransaction(async (ledger) => {
      const reminder = await ledger.reminderForSend(reminderId);
      if (!reminder) return 'not-found';
      if (reminder.status === 'SENT') return 'already-sent';
      if (reminder.period.status === 'PAID' || reminder.period.status === 'NA' || reminder.policyRefunded)
        return 'not-needed';
      // A period no card subscription charges carries its payment link (sales' facade; null for the others).
      const paymentUrl = await this.links.urlFor(reminder.period.id);
      const mail = arrearsReminderEmail({
        count: reminder.count as ArrearsReminderCount,
        policyNumber: reminder.policyNumber,
        organizationName: reminder.organizationName,
        periodStart: reminder.period.startDate,
        periodEnd: reminder.period.endDate,
        dueDate: reminder.period.dueDate,
        balance:
          reminder.period.amountClp === null
            ? `${reminder.period.amount} ${reminder.period.currency}`
            : formatMoney(
                balanceClp(reminder.period.amountClp, reminder.period.paidClp + reminder.period.creditClp) ?? 0,
                'CLP',
              ),
        paymentUrl,
      });
      if (!reminder.to) {
        await ledger.markReminderUnsent(reminder, mail.subject, 'La póliza no tiene correo de cobranza.');
        return 'unsent';
      }
      try {
        await this.mailer.send({ to: reminder.to, ...mail, idempotencyKey: reminderKey(reminder.id) });
      } catch (error) {
        if (!options.lastAttempt) throw error;
        await ledger.markReminderUnsent(
          reminder,
          mail.subject,
          `El envío falló: ${(error as Error).message}`.slice(0, 500),
        );
        return 'unsent';
      }
      await ledger.markReminderSent(reminder.id);
      return 'sent';
    });
  }
}
