import { formatMoney } from '../../pricing/domain/money.js';
import type { Deductible, DeductibleSummary, Feature, TopAmount, TopSummary } from './product-card.js';

/**
 * Coverage texts of spec 01 §5: pre-existing conditions 'Cubre'/'No Cubre' by the feature
 * cubre_preexistencias; life amount 0 'No Cubre'; top 0 'Sin tope', top null 'Consultar';
 * deductible 0 to 0 'Sin deducible', deductible null 'No cubre'.
 */

export const PREEXISTING_FEATURE = 'cubre_preexistencias';

/** 'Cubre' when featuresAll holds cubre_preexistencias (and it is not explicitly false). */
export function preexistingText(
  featuresAll: readonly Pick<Feature, 'name' | 'value'>[] | null | undefined,
): 'Cubre' | 'No Cubre' {
  const feature = featuresAll?.find((f) => f.name === PREEXISTING_FEATURE);
  return feature && feature.value !== false && feature.value !== 'false' && feature.value !== 0 ? 'Cubre' : 'No Cubre';
}

/** Life insurance capital: 0 (or nothing) shows 'No Cubre'. */
export function lifeAmountText(amount: number | null | undefined, unit: string): string {
  return !amount ? 'No Cubre' : formatMoney(amount, unit);
}

/** A cap: null 'Consultar', 0 'Sin tope', otherwise the amount. */
export function topText(amount: number | null | undefined, unit: string): string {
  if (amount === null || amount === undefined) return 'Consultar';
  if (amount === 0) return 'Sin tope';
  return formatMoney(amount, unit);
}

export function topAmountText(top: Pick<TopAmount, 'amount' | 'unit'> | null | undefined): string {
  return top ? topText(top.amount, top.unit) : 'Consultar';
}

/** A cap summary with a range: 'UF 500 - UF 1.000' or one value. */
export function topSummaryText(top: TopSummary | null | undefined): string {
  if (!top) return 'Consultar';
  if (top.min === null && top.max === null) return 'Consultar';
  if (top.min !== null && top.max !== null && top.min !== top.max) {
    if (top.min === 0 || top.max === 0) return 'Sin tope';
    return `${formatMoney(top.min, top.unit)} - ${formatMoney(top.max, top.unit)}`;
  }
  return topText(top.max ?? top.min, top.unit);
}

/** A deductible: null 'No cubre', 0 to 0 'Sin deducible', else the amount or range. */
export function deductibleText(
  deductible: Pick<Deductible, 'min' | 'max' | 'unit'> | DeductibleSummary | null | undefined,
): string {
  if (!deductible || (deductible.min === null && deductible.max === null)) return 'No cubre';
  const min = deductible.min ?? deductible.max ?? 0;
  const max = deductible.max ?? deductible.min ?? 0;
  if (min === 0 && max === 0) return 'Sin deducible';
  if (min === max) return formatMoney(min, deductible.unit);
  return `${formatMoney(min, deductible.unit)} - ${formatMoney(max, deductible.unit)}`;
}

/** The deductible label: 'Copago', or 'Cuota Moderadora' in Colombia (spec 02 §9). */
export function deductibleLabel(country: string | null | undefined): string {
  return country?.toLowerCase() === 'colombia' ? 'Cuota Moderadora' : 'Copago';
}
