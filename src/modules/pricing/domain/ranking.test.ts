import { describe, expect, it } from 'vitest';
import { compareFor, coverageIndex, recommendedScore, type Rankable } from './ranking.js';

describe('coverageIndex', () => {
  it('averages percentages, capping at 100', () => {
    expect(coverageIndex([80, 60, 120])).toBe(0.8);
    expect(coverageIndex([])).toBe(0);
    expect(coverageIndex([Number.NaN, -1, 50])).toBe(0.5);
  });
});

describe('recommendedScore (published formula)', () => {
  it('0.5 value + 0.3 evaluations + 0.2 demand', () => {
    const s = recommendedScore({
      coverageIndex: 0.8,
      referencePriceClp: 32_000,
      evaluationScore: 9,
      requestCount: 9_999,
    });
    expect(s.value).toBe(0.5);
    expect(s.evaluation).toBe(0.9);
    expect(s.demand).toBeCloseTo(1, 4);
    expect(s.score).toBeCloseTo(0.25 + 0.27 + 0.2, 4);
  });
  it('has no price: no value part; clamps everything to 0..1', () => {
    const s = recommendedScore({ coverageIndex: 1, referencePriceClp: null, evaluationScore: 15, requestCount: -3 });
    expect(s).toEqual({ value: 0, evaluation: 1, demand: 0, score: 0.3 });
    expect(
      recommendedScore({ coverageIndex: 1, referencePriceClp: 1000, evaluationScore: 0, requestCount: 0 }).value,
    ).toBe(1);
  });
});

describe('compareFor', () => {
  const items: Rankable[] = [
    { id: 1, priceClp: 30_000, recommendedScore: 0.5, requestCount: 10, evaluationScore: 8, distanceKm: 5 },
    { id: 2, priceClp: null, recommendedScore: 0.9, requestCount: 50, evaluationScore: 7, distanceKm: null },
    { id: 3, priceClp: 10_000, recommendedScore: 0.5, requestCount: 50, evaluationScore: 9, distanceKm: 1 },
    { id: 4, priceClp: 10_000, recommendedScore: 0.1, requestCount: 0, evaluationScore: 0, distanceKm: 3 },
  ];
  const ids = (order: Parameters<typeof compareFor>[0]) => [...items].sort(compareFor(order)).map((i) => i.id);
  it('sorts by each order, unknown prices last, ties by id', () => {
    expect(ids('lowerPrice')).toEqual([3, 4, 1, 2]);
    expect(ids('higherPrice')).toEqual([1, 3, 4, 2]);
    expect(ids('recommended')).toEqual([2, 1, 3, 4]);
    expect(ids('popular')).toEqual([3, 2, 1, 4]);
    expect(ids('distance')).toEqual([3, 4, 1, 2]);
  });
});
