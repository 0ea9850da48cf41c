import { amountInClp, periodAmount } from '../domain/amounts.js';
import { settledStatus } from '../domain/payment-status.js';
import type { BilledPolicy, BillingLedger, SalePaymentFacts, StoredPeriod } from './ports.js';

/** Whether a period is owed at all: a cancelled policy owes nothing for periods from its cancellation on. */
export const isBillable = (policy: BilledPolicy, period: { startDate: string }) =>
  !(policy.canceledAt !== null && period.startDate >= policy.canceledAt);

/**
 * Recomputes every period of a policy from billing's copy of its insured people (after an activation, an
 * exclusion or a cancellation): amount with unit, pesos with the UF already fixed for the period, status
 * from the payments made. Payments are never touched.
 */
export async function recomputePeriods(ledger: BillingLedger, policy: BilledPolicy): Promise<number> {
  const insured = await ledger.insuredOf(policy.policyId);
  const periods = await ledger.periodsOf(policy.policyId);
  let changed = 0;
  for (const period of periods) {
    const computed = periodAmount({
      premium: policy.premium,
      basis: policy.premiumBasis,
      months: policy.periodicityMonths,
      period,
      policyStartDate: policy.startDate,
      canceledAt: policy.canceledAt,
      insured,
    });
    const amountClp = amountInClp(computed.amount, computed.currency, period.ufValue);
    const status = settledStatus(amountClp, period.paidClp, isBillable(policy, period));
    if (
      Number(computed.amount) === Number(period.amount) &&
      amountClp === period.amountClp &&
      computed.insuredCount === period.insuredCount &&
      computed.prorated === period.prorated &&
      status === period.status
    ) {
      continue;
    }
    changed += 1;
    await ledger.updatePeriodAmount(period.id, {
      amount: computed.amount,
      amountClp,
      insuredCount: computed.insuredCount,
      prorated: computed.prorated,
      status,
    });
  }
  return changed;
}

/**
 * Records the payment an online sale already collected against the policy's first period (once, by the
 * provider's payment id). A UF payment is converted with that period's UF.
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
  if (added) await ledger.settlePeriod(first.id);
  return added;
}
