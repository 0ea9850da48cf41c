import { settledStatus, type StoredPaymentStatus } from './payment-status.js';

/**
 * Settling a policy's periods, in period order (spec 03 §4 payment states, issue 12 "partial payments
 * accumulate"). The credit rule:
 *
 * - What was paid for a period beyond what it owes is a credit. It arises when a paid period is later
 *   reduced (an insured person excluded mid-period after payment, a cancellation, a lower UF) or from an
 *   overpayment.
 * - A credit goes to the next period that still owes something, where it counts as paid; what that period
 *   does not need goes on to the one after.
 * - A period that owes nothing (NA: the policy no longer covers it, or nobody is insured in it) passes on
 *   the credit it received and everything paid for it.
 * - A period whose pesos are unknown (a USD/PEN premium, or a UF period without a UF value) takes no credit
 *   and passes it on.
 * - Credit left after the last period is the policy's balance in the client's favour (`creditOutClp` of the
 *   last period). When the policy is renewed it opens the renewal's settlement (`openingCreditClp`), so the
 *   renewal's first periods take it like any other credit; without a renewal staff refund it.
 *
 * Real payments (`paidClp`) are never moved: the credit is derived, so recomputing gives the same answer.
 */
export interface SettlementInput {
  /** Pesos owed (null: unknown). */
  amountClp: number | null;
  /** Pesos paid for this period (its own payments). */
  paidClp: number;
  /** False when the policy no longer covers the period (cancelled before it starts). */
  billable: boolean;
}

export interface Settlement {
  /** Credit from earlier periods counted as paid here. */
  creditClp: number;
  /** Credit this period passes on (received and not needed, plus its own excess). */
  creditOutClp: number;
  status: StoredPaymentStatus;
}

/** `openingCreditClp`: the credit the renewed policy left after its last period (0 for a first term). */
export function settlePeriods(periods: readonly SettlementInput[], openingCreditClp = 0): Settlement[] {
  let carry = Math.max(openingCreditClp, 0);
  return periods.map((period) => {
    if (!period.billable || period.amountClp === 0) {
      carry += period.paidClp;
      return { creditClp: 0, creditOutClp: carry, status: 'NA' as const };
    }
    if (period.amountClp === null) {
      return { creditClp: 0, creditOutClp: carry, status: settledStatus(null, period.paidClp) };
    }
    const owed = Math.max(period.amountClp - period.paidClp, 0);
    const credit = Math.min(carry, owed);
    carry = carry - credit + Math.max(period.paidClp - period.amountClp, 0);
    return {
      creditClp: credit,
      creditOutClp: carry,
      status: settledStatus(period.amountClp, period.paidClp + credit),
    };
  });
}
