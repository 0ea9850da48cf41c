import { formatPercent } from '../../pricing/domain/money.js';
import type { Amount, CoverageAmounts } from './product-card.js';

/**
 * The coverage shown for a benefit by prevision (spec 01 §5): when both Fonasa and Isapre are covered, a
 * min-max range over both, or 'Igual cobertura Isapre/Fonasa' when the amount is -1 (the same coverage).
 */

export const SAME_COVERAGE = 'Igual cobertura Isapre/Fonasa';

function bounds(amount: Amount | undefined): number[] {
  if (!amount) return [];
  return [amount.minAmount, amount.maxAmount].filter((x): x is number => typeof x === 'number');
}

function rangeText(values: number[]): string | null {
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? formatPercent(min) : `${formatPercent(min)} - ${formatPercent(max)}`;
}

/** The prevision the visitor has (if known) narrows the text to that prevision's amounts. */
export function previsionCoverageText(
  amounts: CoverageAmounts | null | undefined,
  prevision?: 'Fonasa' | 'Isapre' | null,
): string | null {
  if (!amounts) return null;
  const fonasa = bounds(amounts.percentage_fonasa);
  const isapre = bounds(amounts.percentage_isapre);
  if (fonasa.includes(-1) || isapre.includes(-1)) {
    if (prevision === 'Fonasa' && !fonasa.includes(-1)) return rangeText(fonasa);
    if (prevision === 'Isapre' && !isapre.includes(-1)) return rangeText(isapre);
    return SAME_COVERAGE;
  }
  if (prevision === 'Fonasa' && fonasa.length > 0) return rangeText(fonasa);
  if (prevision === 'Isapre' && isapre.length > 0) return rangeText(isapre);
  if (fonasa.length > 0 || isapre.length > 0) return rangeText([...fonasa, ...isapre]);
  return rangeText(bounds(amounts.percentage_particular));
}
