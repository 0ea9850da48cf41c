import { injectable } from 'inversify';
import type { InsuredActivated, InsuredExcluded } from '../../policies/index.js';
import { isoDate } from '../domain/dates.js';
import type { BillingLedger } from './ports.js';
import { reconcilePeriods } from './recompute-periods.js';

/**
 * InsuredActivated / InsuredExcluded -> billing's copy of who is covered and when, then the policy's periods
 * are recomputed (prorated for a mid-period start or exclusion; an exclusion after payment leaves a credit). Either event may arrive before the policy's
 * PolicyActivated or before the other: the copy keeps both dates and the periods follow whenever they exist.
 */
@injectable()
export class RecordInsuredChange {
  async activated(event: InsuredActivated['payload'], ledger: BillingLedger): Promise<void> {
    await ledger.lockPolicy(event.policyId);
    await ledger.upsertInsured(event.policyId, event.insuredId, event.rut, { startDate: isoDate(event.startDate) });
    const policy = await ledger.findPolicy(event.policyId);
    if (policy) await reconcilePeriods(ledger, policy, { amounts: true });
  }

  async excluded(event: InsuredExcluded['payload'], ledger: BillingLedger): Promise<void> {
    await ledger.lockPolicy(event.policyId);
    await ledger.upsertInsured(event.policyId, event.insuredId, event.rut, {
      exclusionDate: isoDate(event.exclusionDate),
    });
    const policy = await ledger.findPolicy(event.policyId);
    // A paid period that now owes less leaves a credit on the next one (domain/settlement.ts).
    if (policy) await reconcilePeriods(ledger, policy, { amounts: true });
  }
}
