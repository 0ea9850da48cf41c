import { injectable } from 'inversify';
import type { PolicyCanceled, PolicyRefund } from '../../policies/index.js';
import { isoDate } from '../domain/dates.js';
import { BILLING_EMAIL_QUEUE } from '../tokens.js';
import type { BillingLedger } from './ports.js';
import { reconcilePeriods } from './recompute-periods.js';

/** The outbox job that tells the buyer about the refund (sent by adapters/email-jobs.ts). */
export const REFUND_NOTICE_JOB = 'refund-notice';

export class RefundNotYetKnownError extends Error {}

/**
 * PolicyCanceled caused by a refund of the online sale (domain/refund.ts), under the policy's lock and in the
 * event's transaction: the policy is cancelled from the refund day, the refunded payment reversed, the periods
 * not yet due voided (reminders skip the policy from now on), and the buyer's notice written to the outbox.
 * Billing must already know the policy and the sale (PolicyActivated and SaleCompleted come first, but on other
 * workers): until then the event fails and BullMQ retries it.
 */
@injectable()
export class VoidRefundedPolicy {
  async execute(
    event: PolicyCanceled['payload'] & { refund: PolicyRefund },
    ledger: BillingLedger,
  ): Promise<{ reversed: boolean }> {
    const { refund } = event;
    await ledger.lockPolicy(event.policyId);
    const policy = await ledger.findPolicy(event.policyId);
    const sale = await ledger.saleOf(refund.saleId);
    if (!policy || !sale) {
      throw new RefundNotYetKnownError(`Billing aún no conoce la póliza ${event.policyId} o la venta ${refund.saleId}`);
    }
    const canceledAt = isoDate(event.canceledAt);
    const refundedAt = isoDate(refund.refundDate);
    await ledger.setCanceled(event.policyId, canceledAt);
    await ledger.setRefunded(event.policyId, refundedAt);
    const reversed = await ledger.reversePayment(refund.paymentId);
    if (reversed) await ledger.syncPaid(reversed.periodId);
    await reconcilePeriods(ledger, { ...policy, canceledAt, refundedAt }, { amounts: true });
    const to = sale.buyerEmail ?? policy.billingEmail;
    if (to) {
      await ledger.enqueue({
        queue: BILLING_EMAIL_QUEUE,
        name: REFUND_NOTICE_JOB,
        payload: {
          to,
          policyNumber: policy.policyNumber,
          refundDate: refundedAt,
          amount: { ...refund.amount },
          paymentId: refund.paymentId,
        },
      });
    }
    return { reversed: reversed !== null };
  }
}
