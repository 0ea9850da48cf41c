import { addDays, addMonths, daysBetween, isoDate, minDate } from './dates.js';
import { periodicity } from './periodicity.js';

/**
 * Payment periods of a policy (spec 03 §4 "Payment period", §9 periodicity). Periods are anchored on the
 * policy's start date: period k starts `k × months` months after it (computed from the start each time, so
 * a 31st never drifts to the 28th for good) and ends the day before the next one starts.
 *
 * - The billing date of a period is its first day: premiums are paid in advance, and its UF is the one used.
 * - The due date is PAYMENT_TERM_DAYS after the billing date; the period is in arrears from the day after.
 * - A policy with an end date has periods up to that day (inclusive; the last period is cut there); without
 *   one, a year of periods is opened and its renewal (a new PolicyActivated) opens the next year.
 */
export const PAYMENT_TERM_DAYS = 10;
/** A policy without an end date gets one year of periods. */
export const DEFAULT_TERM_MONTHS = 12;
/** Guard against absurd end dates (a 10-year monthly policy is 120 periods). */
export const MAX_PERIODS = 120;

export interface PeriodDates {
  /** 1-based position in the policy. */
  seq: number;
  startDate: string;
  /** Last covered day, inclusive. */
  endDate: string;
  billingDate: string;
  dueDate: string;
}

export function schedulePeriods(input: { startDate: string; endDate: string | null; months: number }): PeriodDates[] {
  const { months } = periodicity(input.months);
  const start = isoDate(input.startDate);
  const lastDay = input.endDate ? isoDate(input.endDate) : addDays(addMonths(start, DEFAULT_TERM_MONTHS), -1);
  if (lastDay < start) return [];
  const periods: PeriodDates[] = [];
  for (let k = 0; k < MAX_PERIODS; k++) {
    const periodStart = addMonths(start, k * months);
    if (periodStart > lastDay) break;
    const periodEnd = minDate(addDays(addMonths(start, (k + 1) * months), -1), lastDay);
    periods.push({
      seq: k + 1,
      startDate: periodStart,
      endDate: periodEnd,
      billingDate: periodStart,
      dueDate: addDays(periodStart, PAYMENT_TERM_DAYS),
    });
  }
  return periods;
}

/** Days in a period, both ends included. */
export const periodDays = (period: { startDate: string; endDate: string }): number =>
  daysBetween(period.startDate, period.endDate) + 1;
