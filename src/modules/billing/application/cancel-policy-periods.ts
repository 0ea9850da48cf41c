import { injectable } from 'inversify';
import type { PolicyCanceled } from '../../policies/index.js';
import { isoDate } from '../domain/dates.js';
import type { BillingLedger } from './ports.js';
import { reconcilePeriods } from './recompute-periods.js';

/**
 * PolicyCanceled -> nothing is owed from the cancellation date on: the period that contains it is prorated,
 * later periods become NA (and so are never chased). Payments already made stay; what they paid beyond what
 * is now owed is a credit (domain/settlement.ts).
 */
@injectable()
export class CancelPolicyPeriods {
  async execute(event: PolicyCanceled['payload'], ledger: BillingLedger): Promise<void> {
    await ledger.lockPolicy(event.policyId);
    const policy = await ledger.findPolicy(event.policyId);
    const canceledAt = isoDate(event.canceledAt);
    await ledger.setCanceled(event.policyId, canceledAt);
    if (policy) await reconcilePeriods(ledger, { ...policy, canceledAt }, { amounts: true });
  }
}
