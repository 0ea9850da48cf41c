/**
 * The orders a visitor can pick (spec 02 §9) and the published 'recommended' formula (README.md,
 * "Recommended order"). No commission, promotion or payment by an insurer enters any order: a promoted
 * product is only ever shown in its own, visibly marked slot.
 */

export const COMPARE_ORDERS = ['lowerPrice', 'higherPrice', 'recommended', 'popular', 'distance'] as const;
export type CompareOrder = (typeof COMPARE_ORDERS)[number];

export const RECOMMENDED_WEIGHTS = Object.freeze({ value: 0.5, evaluation: 0.3, demand: 0.2 });
/** 'Coverage per peso' is measured against this monthly price: full coverage at $20.000 scores 1. */
export const VALUE_REFERENCE_CLP = 20_000;
/** Requests at which demand saturates (10,000 -> 1). */
export const DEMAND_SATURATION = 10_000;

/** Mean reimbursement percentage of a product's benefits, as 0..1 (percentages above 100 count as 100). */
export function coverageIndex(percentages: readonly number[]): number {
  const valid = percentages.filter((p) => Number.isFinite(p) && p >= 0);
  if (valid.length === 0) return 0;
  const mean = valid.reduce((sum, p) => sum + Math.min(100, p), 0) / valid.length;
  return Math.round((mean / 100) * 10_000) / 10_000;
}

export interface RecommendedInput {
  /** 0..1, see coverageIndex. */
  coverageIndex: number;
  /** The reference ('Desde') monthly price in CLP; null when unknown. */
  referencePriceClp: number | null;
  /** Visitor evaluations, 0..10. */
  evaluationScore: number | null;
  requestCount: number;
}

export interface RecommendedScore {
  value: number;
  evaluation: number;
  demand: number;
  score: number;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * score = 0.5 × V + 0.3 × E + 0.2 × D, each part 0..1:
 * - V (coverage per peso) = min(1, coverageIndex × 20.000 / reference monthly price in CLP); 0 without a price;
 * - E (evaluations) = average score / 10;
 * - D (demand) = min(1, log10(1 + requests) / log10(1 + 10.000)).
 */
export function recommendedScore(input: RecommendedInput): RecommendedScore {
  const value =
    input.referencePriceClp && input.referencePriceClp > 0
      ? clamp01((input.coverageIndex * VALUE_REFERENCE_CLP) / input.referencePriceClp)
      : 0;
  const evaluation = clamp01((input.evaluationScore ?? 0) / 10);
  const demand = clamp01(Math.log10(1 + Math.max(0, input.requestCount)) / Math.log10(1 + DEMAND_SATURATION));
  const score =
    RECOMMENDED_WEIGHTS.value * value +
    RECOMMENDED_WEIGHTS.evaluation * evaluation +
    RECOMMENDED_WEIGHTS.demand * demand;
  const r = (x: number) => Math.round(x * 1_000_000) / 1_000_000;
  return { value: r(value), evaluation: r(evaluation), demand: r(demand), score: r(score) };
}

/** A monthly price of $100.000 is worth half a point of cheapness in the pondered order. */
export const PONDERER_REFERENCE_CLP = 100_000;

/**
 * The internal-traffic ponderation of the recommended order (spec 02 §2.9, §5: a number from 0 to 1):
 * score = (1 − p) × recommended + p × cheapness, cheapness = 100.000 / (100.000 + monthly price in CLP)
 * (1 for free, 0.5 at $100.000, 0 without a price). p = 0 is the published order; p = 1 orders by price
 * alone (unpriced last). Staff use it to see how price-led the recommended list would look; visitors never.
 */
export function ponderedScore(recommended: number, priceClp: number | null, ponderer: number): number {
  const p = clamp01(ponderer);
  const cheapness =
    priceClp !== null && Number.isFinite(priceClp) && priceClp >= 0
      ? PONDERER_REFERENCE_CLP / (PONDERER_REFERENCE_CLP + priceClp)
      : 0;
  return (1 - p) * recommended + p * cheapness;
}

export interface Rankable {
  id: number;
  /** Price in CLP for the sort (exact or reference); null last in every price order. */
  priceClp: number | null;
  recommendedScore: number;
  requestCount: number;
  evaluationScore: number;
  /** Km to the nearest covering provider; null when unknown. */
  distanceKm?: number | null;
}

/** Comparator of an order; ties end on id so pages never overlap. */
export function compareFor(order: CompareOrder): (a: Rankable, b: Rankable) => number {
  const nullsLast = (a: number | null | undefined, b: number | null | undefined, dir: 1 | -1) => {
    if (a == null) return b == null ? 0 : 1;
    if (b == null) return -1;
    return (a - b) * dir;
  };
  switch (order) {
    case 'lowerPrice':
      return (a, b) => nullsLast(a.priceClp, b.priceClp, 1) || a.id - b.id;
    case 'higherPrice':
      return (a, b) => nullsLast(a.priceClp, b.priceClp, -1) || a.id - b.id;
    case 'popular':
      return (a, b) => b.requestCount - a.requestCount || b.evaluationScore - a.evaluationScore || a.id - b.id;
    case 'distance':
      return (a, b) =>
        nullsLast(a.distanceKm, b.distanceKm, 1) || b.recommendedScore - a.recommendedScore || a.id - b.id;
    case 'recommended':
    default:
      return (a, b) => b.recommendedScore - a.recommendedScore || a.id - b.id;
  }
}
