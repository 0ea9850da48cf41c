import { injectable } from 'inversify';
import { newEvent } from '../../../platform/outbox/integration-events.js';
import type { PeriodChargeFailed, PeriodChargePaid } from '../../sales/index.js';
import type { PaymentPeriodLate, PaymentPeriodSettled } from '../contracts.js';
import type { BillingLedger } from './ports.js';
import { reconcilePeriods } from './recompute-periods.js';

/**
 * What sales collected on a period (issue 28): the card subscription's monthly charge or the period's payment
 * link. PeriodChargePaid becomes a provider payment on the period (once, by the charge id), and the period
 * settles by billing's own rules (PAID when it covers what is owed). PeriodChargeFailed (the last automatic
 * retry declined) marks the period LATE (spec 03 §4) before its due date passes. Each answers with billing's own
 * event in the same transaction: PaymentPeriodSettled when the charge left the period PAID, PaymentPeriodLate when
 * the period was marked LATE (once: the mark is set once), for the policies module's non-payment rules.
 */
@injectable()
export class RecordPeriodCharge {
  async paid(event: PeriodChargePaid['payload'], ledger: BillingLedger): Promise<{ recorded: boolean }> {
    await ledger.lockPolicy(event.policyId);
    const period = await ledger.periodById(event.periodId);
    const policy = await ledger.findPolicy(event.policyId);
    if (!period || !policy || event.amount.currency !== 'CLP') return { recorded: false };
    const added = await ledger.addPayment({
      periodId: period.id,
      policyId: period.policyId,
      organizationId: period.organizationId,
      amountClp: Number(event.amount.amount),
      method: 'provider',
      provider: event.provider,
      externalId: event.chargeId,
      paidAt: event.paidAt.slice(0, 10),
      receiptFileId: null,
      note: event.source === 'subscription' ? 'Pago automático con tarjeta' : 'Pago por enlace',
      recordedBy: null,
    });
    if (added) {
      await ledger.syncPaid(period.id);
      await reconcilePeriods(ledger, policy);
      const after = await ledger.periodById(period.id);
      if (after?.status === 'PAID' && period.status !== 'PAID') {
        const settled: PaymentPeriodSettled = newEvent('PaymentPeriodSettled', {
          periodId: after.id,
          policyId: after.policyId,
          seq: after.seq,
          paidClp: after.paidClp + after.creditClp,
          settledAt: event.paidAt,
        });
        await ledger.publish(settled);
      }
    }
    return { recorded: added };
  }

  async failed(event: PeriodChargeFailed['payload'], ledger: BillingLedger): Promise<{ late: boolean }> {
    await ledger.lockPolicy(event.policyId);
    const late = await ledger.markLate(event.periodId, event.failedAt);
    const period = late ? await ledger.periodById(event.periodId) : null;
    if (period) {
      const owed = period.amountClp === null ? null : Math.max(0, period.amountClp - period.paidClp - period.creditClp);
      const marked: PaymentPeriodLate = newEvent('PaymentPeriodLate', {
        periodId: period.id,
        policyId: period.policyId,
        seq: period.seq,
        dueDate: period.dueDate,
        owedClp: owed,
        lateAt: event.failedAt,
      });
      await ledger.publish(marked);
    }
    return { late };
  }
}
