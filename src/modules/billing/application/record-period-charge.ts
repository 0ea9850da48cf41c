import { injectable } from 'inversify';
import type { PeriodChargeFailed, PeriodChargePaid } from '../../sales/index.js';
import type { BillingLedger } from './ports.js';
import { reconcilePeriods } from './recompute-periods.js';

/**
 * What sales collected on a period (issue 28): the card subscription's monthly charge or the period's payment
 * link. PeriodChargePaid becomes a provider payment on the period (once, by the charge id), and the period
 * settles by billing's own rules (PAID when it covers what is owed). PeriodChargeFailed (the last automatic
 * retry declined) marks the period LATE (spec 03 §4) before its due date passes.
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
    }
    return { recorded: added };
  }

  async failed(event: PeriodChargeFailed['payload'], ledger: BillingLedger): Promise<{ late: boolean }> {
    await ledger.lockPolicy(event.policyId);
    return { late: await ledger.markLate(event.periodId, event.failedAt) };
  }
}
