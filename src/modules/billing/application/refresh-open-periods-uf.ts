import { inject, injectable } from 'inversify';
import { BILLING } from '../tokens.js';
import type { BillingQueries, LedgerFactory, UfRates } from './ports.js';
import { carryToRenewals, reconciled } from './recompute-periods.js';

/** Policies settled per transaction: four statements for the lot, and their locks held briefly. */
const CHUNK = 200;

/**
 * The UF refresh (a job scheduler, daily and on "run now"): open UF periods whose pesos still wait for the UF
 * of their billing date (domain/uf-conversion.ts) are converted again with the latest UF on or before that
 * date, so a new UF value reaches every open and future period; a period whose UF is now final stays so.
 * Each policy is settled under its lock like an event (a lower amount may leave a credit on the next period),
 * a chunk of policies at a time (one statement each to lock, read and write the chunk).
 * The UF is read before any transaction opens (see OpenPolicyPeriods.prepare).
 */
@injectable()
export class RefreshOpenPeriodsUf {
  constructor(
    @inject(BILLING.Queries) private readonly queries: BillingQueries,
    @inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory,
    @inject(BILLING.UfRates) private readonly uf: UfRates,
  ) {}

  async execute(): Promise<{ billingDates: number; policies: number; periods: number }> {
    const rates = new Map<string, { value: string; date: string }>();
    for (const date of await this.queries.provisionalUfDates()) {
      const rate = await this.uf.on(date, { fresh: true });
      if (rate) rates.set(date, rate);
    }
    const policyIds = rates.size > 0 ? await this.queries.policiesWithStaleUf(rates) : [];
    let periods = 0;
    for (let i = 0; i < policyIds.length; i += CHUNK) {
      periods += await this.ledgers.inTransaction(async (ledger) => {
        const chunk = policyIds.slice(i, i + CHUNK);
        await ledger.lockPolicies(chunk);
        const policies = await ledger.findPolicies(chunk);
        const periodsByPolicy = await ledger.periodsOfPolicies(chunk);
        const openings = await ledger.closingCredits(
          policies.flatMap((policy) => (policy.renewalOf === null ? [] : [policy.renewalOf])),
        );
        const changedByPolicy = policies.map((policy) =>
          reconciled(
            policy,
            periodsByPolicy.get(policy.policyId) ?? [],
            null,
            rates,
            policy.renewalOf === null ? 0 : (openings.get(policy.renewalOf) ?? 0),
          ),
        );
        const changed = changedByPolicy.flat();
        await ledger.updatePeriods(changed);
        // A renewed policy whose closing credit moved settles its renewals again (with the credit just written).
        for (const [k, policy] of policies.entries()) {
          await carryToRenewals(
            ledger,
            policy.policyId,
            periodsByPolicy.get(policy.policyId) ?? [],
            changedByPolicy[k]!,
          );
        }
        return changed.length;
      });
    }
    return { billingDates: rates.size, policies: policyIds.length, periods };
  }
}
