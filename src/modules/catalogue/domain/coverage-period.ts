import type { Amount, CoverageAmounts, CoveragePeriodName } from './product-card.js';

/** Coverage periods in priority order (spec 02 §9): anual, mensual, semanal, diario. */
export const COVERAGE_PERIODS: readonly { period: CoveragePeriodName; key: keyof CoverageAmounts; label: string }[] =
  Object.freeze([
    { period: 'anual', key: 'yearly_top', label: 'anual' },
    { period: 'mensual', key: 'monthly_top', label: 'mensual' },
    { period: 'semanal', key: 'weekly_top', label: 'semanal' },
    { period: 'diario', key: 'daily_top', label: 'diario' },
  ]);

/** The top to show for a benefit: the first period present in priority order, or null. */
export function preferredTop(
  amounts: CoverageAmounts | null | undefined,
): { period: CoveragePeriodName; amount: Amount } | null {
  if (!amounts) return null;
  for (const { period, key } of COVERAGE_PERIODS) {
    const amount = amounts[key];
    if (amount) return { period, amount };
  }
  return null;
}

/** Sorts period names by the same priority. */
export function byPeriodPriority(a: CoveragePeriodName, b: CoveragePeriodName): number {
  const rank = (p: CoveragePeriodName) => COVERAGE_PERIODS.findIndex((x) => x.period === p);
  return rank(a) - rank(b);
}
