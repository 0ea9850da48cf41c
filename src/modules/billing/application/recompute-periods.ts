import { amountInClp, periodAmount, type Coverage } from '../domain/amounts.js';
import { compare, fraction } from '../domain/decimal.js';
import { voidedByRefund } from '../domain/refund.js';
import { settlePeriods } from '../domain/settlement.js';
import { replacesUf } from '../domain/uf-conversion.js';
import type { BillingLedger } from './ports.js';
import type { BilledPolicy, SalePaymentFacts, StoredPeriod } from '../domain/ledger-records.js';

/**
 * Whether a period is owed at all: a cancelled policy owes nothing for periods from its cancellation on, and a
 * refunded one nothing for periods not yet due on the refund day (domain/refund.ts).
 */
export const isBillable = (policy: BilledPolicy, period: { startDate: string; dueDate: string }) =>
  !(policy.canceledAt !== null && period.startDate >= policy.canceledAt) && !voidedByRefund(period, policy.refundedAt);

const sameDecimal = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : compare(fraction(a), fraction(b)) === 0;

const unchanged = (a: StoredPeriod, b: StoredPeriod) =>
  sameDecimal(a.amount, b.amount) &&
  sameDecimal(a.ufValue, b.ufValue) &&
  a.ufDate === b.ufDate &&
  a.amountClp === b.amountClp &&
  a.insuredCount === b.insuredCount &&
  a.prorated === b.prorated &&
  a.status === b.status &&
  a.creditClp === b.creditClp &&
  a.creditOutClp === b.creditOutClp;

/**
 * Brings every period of a policy up to date and writes the ones that changed (call it under the policy's
 * lock). In period order:
 * - `amounts`: the amount from billing's copy of the insured people (after an activation, an exclusion or a
 *   cancellation), prorated by the domain's rule;
 * - `rates`: an open period whose pesos wait for the UF of its billing date takes the newer UF (the UF refresh);
 * - always: the pesos from the amount and the period's UF, then states and credits from the payments made
 *   (domain/settlement.ts: what a paid period no longer owes is a credit on the next one), starting from the
 *   credit the renewed policy left (a renewal's PolicyActivated names it in renewalOf).
 * When the credit left after the last period changes, the policy's renewals are settled again with it.
 * Payments are never touched. Answers how many periods changed.
 */
export async function reconcilePeriods(
  ledger: BillingLedger,
  policy: BilledPolicy,
  options: { amounts?: boolean; rates?: UfByBillingDate } = {},
): Promise<number> {
  const stored = await ledger.periodsOf(policy.policyId);
  const insured = options.amounts ? await ledger.insuredOf(policy.policyId) : null;
  const changed = reconciled(policy, stored, insured, options.rates, await openingCredit(ledger, policy));
  if (changed.length > 0) await ledger.updatePeriods(changed);
  await carryToRenewals(ledger, policy.policyId, stored, changed);
  return changed.length;
}

/** The credit a renewal starts with: what the policy it renews left after its last period (0 for a first term). */
export async function openingCredit(ledger: BillingLedger, policy: BilledPolicy): Promise<number> {
  if (policy.renewalOf === null) return 0;
  return (await ledger.closingCredits([policy.renewalOf])).get(policy.renewalOf) ?? 0;
}

/**
 * After a policy's periods changed (`stored` before, `changed` the rewritten ones): if the credit left after
 * its last period moved, each renewal is settled again under its own lock (renewals only point forward, so
 * locks are taken in one direction and never wait in a circle).
 */
export async function carryToRenewals(
  ledger: BillingLedger,
  policyId: number,
  stored: readonly StoredPeriod[],
  changed: readonly StoredPeriod[],
): Promise<void> {
  const last = stored[stored.length - 1];
  const rewritten = last && changed.find((period) => period.id === last.id);
  if (!last || !rewritten || rewritten.creditOutClp === last.creditOutClp) return;
  for (const renewal of await ledger.renewalsOf(policyId)) {
    await ledger.lockPolicy(renewal.policyId);
    await reconcilePeriods(ledger, renewal);
  }
}

export type UfByBillingDate = ReadonlyMap<string, { value: string; date: string } | null>;

/** The periods of `reconcilePeriods` that change (pure: the stored periods in, the ones to write out). */
export function reconciled(
  policy: BilledPolicy,
  stored: readonly StoredPeriod[],
  insured: Coverage[] | null,
  rates?: UfByBillingDate,
  openingCreditClp = 0,
): StoredPeriod[] {
  const next = stored.map((period) => {
    const updated = { ...period };
    if (insured) {
      const computed = periodAmount({
        premium: policy.premium,
        basis: policy.premiumBasis,
        months: policy.periodicityMonths,
        period,
        policyStartDate: policy.startDate,
        canceledAt: policy.canceledAt,
        insured,
      });
      Object.assign(updated, {
        amount: computed.amount,
        currency: computed.currency,
        insuredCount: computed.insuredCount,
        prorated: computed.prorated,
      });
    }
    const rate = rates?.get(period.billingDate) ?? null;
    if (replacesUf(period, rate)) Object.assign(updated, { ufValue: rate!.value, ufDate: rate!.date });
    updated.amountClp = amountInClp(updated.amount, updated.currency, updated.ufValue);
    return updated;
  });
  const settled = settlePeriods(
    next.map((period) => ({
      amountClp: period.amountClp,
      paidClp: period.paidClp,
      billable: isBillable(policy, period),
    })),
    openingCreditClp,
  );
  return next.map((period, i) => ({ ...period, ...settled[i]! })).filter((period, i) => !unchanged(period, stored[i]!));
}

/**
 * Records the payment an online sale already collected against the policy's first period (once, by the
 * provider's payment id), then settles the policy. A UF payment is converted with that period's UF.
 */
export async function applySalePayment(
  ledger: BillingLedger,
  policy: BilledPolicy,
  payment: SalePaymentFacts,
): Promise<boolean> {
  const first: StoredPeriod | undefined = (await ledger.periodsOf(policy.policyId))[0];
  if (!first) return false;
  const amountClp = amountInClp(payment.amount.amount, payment.amount.currency, first.ufValue);
  if (amountClp === null || amountClp <= 0) return false;
  const added = await ledger.addPayment({
    periodId: first.id,
    policyId: policy.policyId,
    organizationId: policy.organizationId,
    amountClp,
    method: 'provider',
    provider: payment.provider,
    externalId: payment.paymentId,
    paidAt: payment.paidAt.slice(0, 10),
    receiptFileId: null,
    note: null,
    recordedBy: null,
  });
  if (added) {
    await ledger.syncPaid(first.id);
    await reconcilePeriods(ledger, policy);
  }
  return added;
}
