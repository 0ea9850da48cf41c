import { add, div, fraction, mul, toDecimalString, toInteger, ZERO, type Fraction } from './decimal.js';
import { addDays, daysBetween, maxDate, minDate } from './dates.js';
import { periodDays } from './periods.js';

/**
 * The amount of a payment period (spec 03 §4, §9): the policy's premium for the people insured in it,
 * prorated by the days each was covered.
 *
 * - `per-insured` premiums (collectives): monthly premium × months of the period × covered days / days of the
 *   period, summed over the insured people. A person covers from their start date; the exclusion date is the
 *   first day NOT covered (the retroactivity rules of spec 03 §9 — 30 days back, 45/30 forward — are checked
 *   by the policies module when it accepts the date; billing takes the dates it is given).
 * - `per-policy` premiums (an individual policy): monthly premium × months, prorated the same way for the policy.
 * - A cancelled policy covers nobody from its cancellation date on (the same rule as an exclusion).
 *
 * The sum is exact (fractions) and rounded once: UF to 4 decimals, CLP to whole pesos, USD/PEN to 2.
 */
export type Currency = 'CLP' | 'UF' | 'USD' | 'PEN';
export const STORED_DECIMALS: Readonly<Record<Currency, number>> = { CLP: 0, UF: 4, USD: 2, PEN: 2 };

export interface Coverage {
  startDate: string;
  /** First day not covered; null while covered. */
  exclusionDate: string | null;
}

export interface PeriodAmountInput {
  premium: { amount: string; currency: Currency };
  basis: 'per-insured' | 'per-policy';
  months: number;
  period: { startDate: string; endDate: string };
  policyStartDate: string;
  /** The policy's cancellation date (first day not covered), if any. */
  canceledAt: string | null;
  insured: readonly Coverage[];
}

export interface PeriodAmount {
  amount: string;
  currency: Currency;
  /** People covered at least one day of the period (per-policy: 1 when the policy covers a day). */
  insuredCount: number;
  /** Whether any person's coverage is shorter than the period (a mid-period activation or exclusion). */
  prorated: boolean;
}

/** Days of `period` covered by [start, exclusion) cut at the cancellation date. */
export function coveredDays(
  period: { startDate: string; endDate: string },
  coverage: Coverage,
  canceledAt: string | null,
): number {
  const ends = [coverage.exclusionDate, canceledAt].filter((d): d is string => d !== null);
  const lastCovered = ends.length > 0 ? addDays(ends.reduce(minDate), -1) : period.endDate;
  const from = maxDate(period.startDate, coverage.startDate);
  const to = minDate(period.endDate, lastCovered);
  return to < from ? 0 : daysBetween(from, to) + 1;
}

export function periodAmount(input: PeriodAmountInput): PeriodAmount {
  const total = periodDays(input.period);
  const perPerson = mul(fraction(input.premium.amount), fraction(input.months));
  const coverages: Coverage[] =
    input.basis === 'per-policy' ? [{ startDate: input.policyStartDate, exclusionDate: null }] : [...input.insured];
  let sum: Fraction = ZERO;
  let count = 0;
  let prorated = false;
  for (const coverage of coverages) {
    const days = coveredDays(input.period, coverage, input.canceledAt);
    if (days === 0) continue;
    count += 1;
    if (days < total) prorated = true;
    sum = add(sum, div(mul(perPerson, fraction(days)), fraction(total)));
  }
  return {
    amount: toDecimalString(sum, STORED_DECIMALS[input.premium.currency]),
    currency: input.premium.currency,
    insuredCount: count,
    prorated,
  };
}

/**
 * The pesos owed for a stored amount: CLP as is; UF × the UF of the billing date, rounded to whole pesos
 * (computed from the stored, rounded UF amount so anyone can recompute it). Null when no rate applies
 * (USD/PEN: the pricing facade gives only the UF by date).
 */
export function amountInClp(amount: string, currency: Currency, ufValue: string | null): number | null {
  if (currency === 'CLP') return toInteger(fraction(amount));
  if (currency === 'UF' && ufValue !== null) return toInteger(mul(fraction(amount), fraction(ufValue)));
  return null;
}
