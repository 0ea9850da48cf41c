import {
  benefitCapUf,
  benefitCoveragePct,
  CARE_BENEFIT_CODES,
  type CareBenefit,
  type CareNetwork,
  type CareScenario,
  type PlanCoverageTerms,
} from './care-cost.js';

/**
 * careCost's arithmetic without its breakdown, for a search that orders thousands of plans by their yearly
 * total (issue 31): a plan's terms as numbers (each benefit's coverage percentage and cap per unit, written
 * once per plan into typed arrays) and the chosen scenarios' lines (once per search), so that the copay of
 * one plan is a loop over numbers. Same operations in the same order as careCost: the same pesos
 * (care-copay.test.ts checks it against careCost).
 */

export const CARE_BENEFIT_COUNT = CARE_BENEFIT_CODES.length;
const BENEFIT_NUMBER = new Map<CareBenefit, number>(CARE_BENEFIT_CODES.map((benefit, i) => [benefit, i]));

/**
 * Writes the plan's coverage percentage and cap per unit in UF (NaN: no cap) of every benefit, in
 * CARE_BENEFIT_CODES order, at `offset` (a multiple of CARE_BENEFIT_COUNT) of the two arrays.
 */
export function writeCareTerms(
  terms: PlanCoverageTerms,
  network: CareNetwork,
  pct: Float64Array,
  capUf: Float64Array,
  offset: number,
): void {
  CARE_BENEFIT_CODES.forEach((benefit, b) => {
    pct[offset + b] = benefitCoveragePct(terms, benefit, network);
    capUf[offset + b] = benefitCapUf(terms, benefit) ?? Number.NaN;
  });
}

/** The chosen scenarios' lines, in careCost's order: benefit number, quantity (≥ 0) and billed pesos. */
export interface CareLines {
  benefit: Int32Array;
  quantity: Float64Array;
  billedClp: Float64Array;
}

export function careLinesOf(scenarios: readonly CareScenario[]): CareLines {
  const items = scenarios.flatMap((scenario) => scenario.items);
  const lines: CareLines = {
    benefit: new Int32Array(items.length),
    quantity: new Float64Array(items.length),
    billedClp: new Float64Array(items.length),
  };
  items.forEach((item, i) => {
    const quantity = Math.max(0, item.quantity);
    const benefit = BENEFIT_NUMBER.get(item.benefit);
    // careCost cannot cost an unknown benefit either.
    if (benefit === undefined) throw new Error(`Prestación desconocida: ${item.benefit}`);
    lines.benefit[i] = benefit;
    lines.quantity[i] = quantity;
    lines.billedClp[i] = Math.round(item.unitPriceClp * quantity);
  });
  return lines;
}

/**
 * What the plan leaves to pay of the lines (careCost's copayClp): each line's payment at the benefit's
 * percentage, cut to its cap per unit and to what is left of the plan's annual cap (topeanualUf, 0: none).
 */
export function careCopayClp(
  lines: CareLines,
  pct: Float64Array,
  capUf: Float64Array,
  offset: number,
  topeanualUf: number,
  ufValue: number,
): number {
  let capLeft = topeanualUf > 0 ? Math.round(topeanualUf * ufValue) : Number.POSITIVE_INFINITY;
  let billedClp = 0;
  let planPaysClp = 0;
  for (let l = 0; l < lines.benefit.length; l++) {
    const b = offset + lines.benefit[l]!;
    const quantity = lines.quantity[l]!;
    const lineBilled = lines.billedClp[l]!;
    const cap = capUf[b]!;
    let linePays = Math.round((lineBilled * pct[b]!) / 100);
    if (!Number.isNaN(cap)) {
      const capClp = Math.round(cap * ufValue);
      if (linePays > capClp * quantity) linePays = capClp * quantity;
    }
    if (linePays > capLeft) linePays = capLeft;
    capLeft -= linePays;
    billedClp += lineBilled;
    planPaysClp += linePays;
  }
  return billedClp - planPaysClp;
}
