import { describe, expect, it } from 'vitest';
import { careCost, joinCareCost, carePremiums, type CareScenario } from '../../pricing/index.js';
import { planCoverageTerms } from '../domain/plan-views.js';
import { PlanCareCoverages } from './plan-care-costs.js';

const birth: CareScenario = {
  code: 'parto-normal',
  name: 'Parto normal',
  description: '',
  source: 'prueba',
  asOf: '2026-11-01',
  sample: true,
  items: [
    { benefit: 'diaCama', label: 'Día cama', unitPriceClp: 400_000, quantity: 2 },
    { benefit: 'parto', label: 'Honorarios y pabellón del parto', unitPriceClp: 2_000_000, quantity: 1 },
  ],
};
/** A plan row's terms (the fields planCoverageTerms reads). */
const plan = (over: Partial<Parameters<typeof planCoverageTerms>[0]> = {}) => ({
  planTypeId: 1,
  hospitalPct: 80,
  ambulatoryPct: 60,
  preferredHospitalPct: 90,
  preferredAmbulatoryPct: 70,
  topeanual: 100,
  prestacionesrest: [6],
  ...over,
});
const care = { scenarios: [birth], network: 'preferente' as const, ufValue: 40_000, insurance: null };

describe('PlanCareCoverages', () => {
  it("joined with a household's premiums, a kept coverage is careCost's answer", () => {
    const coverages = new PlanCareCoverages();
    for (const row of [plan(), plan({ topeanual: 10, prestacionesrest: [1] }), plan({ planTypeId: 2 })]) {
      const coverage = coverages.coverage(row, 'k', care);
      for (const [monthly, contribution] of [
        [150_000, 140_000],
        [90_000, null],
      ] as const) {
        const expected = careCost({
          ...care,
          terms: planCoverageTerms(row),
          monthlyPlanClp: monthly,
          contributionClp: contribution,
        });
        expect(joinCareCost(coverage, carePremiums(coverage, monthly, contribution))).toEqual(expected);
      }
    }
  });

  it('shares one coverage between plans of equal terms under the same care key, none across keys', () => {
    const coverages = new PlanCareCoverages();
    const a = coverages.coverage(plan(), 'k', care);
    expect(coverages.coverage(plan(), 'k', care)).toBe(a);
    expect(coverages.coverage(plan(), 'otra', care)).not.toBe(a);
    expect(coverages.size).toBe(2);
  });

  it("a changed plan (a new catalogue snapshot's row with other terms) gets its own coverage", () => {
    const coverages = new PlanCareCoverages();
    const before = coverages.coverage(plan(), 'k', care);
    // Every field of the terms counts, also those careTermsKey leaves out (the restriction notes).
    for (const over of [
      { hospitalPct: 70 },
      { preferredHospitalPct: null },
      { topeanual: 5 },
      { prestacionesrest: [1] },
      { planTypeId: 0 },
    ]) {
      const edited = plan(over);
      const after = coverages.coverage(edited, 'k', care);
      expect(after).not.toBe(before);
      const expected = careCost({
        ...care,
        terms: planCoverageTerms(edited),
        monthlyPlanClp: 0,
        contributionClp: null,
      });
      expect(after.lines).toEqual(expected.lines);
      expect(after.outOfPocketClp).toBe(expected.outOfPocketClp);
      expect(after.steps).toEqual(expected.steps.slice(0, after.steps.length));
    }
  });

  it("drops the oldest care's coverages when full", () => {
    const coverages = new PlanCareCoverages(3);
    const a = coverages.coverage(plan(), 'a', care);
    coverages.coverage(plan({ hospitalPct: 10 }), 'a', care);
    const b = coverages.coverage(plan(), 'b', care);
    coverages.coverage(plan({ hospitalPct: 10 }), 'b', care);
    expect(coverages.size).toBe(2);
    expect(coverages.coverage(plan(), 'b', care)).toBe(b);
    expect(coverages.coverage(plan(), 'a', care)).not.toBe(a);
  });

  it('keeps at most its bound, then starts again', () => {
    const coverages = new PlanCareCoverages(2);
    for (const hospitalPct of [10, 20, 30, 40, 50]) coverages.coverage(plan({ hospitalPct }), 'k', care);
    expect(coverages.size).toBeLessThanOrEqual(2);
    const again = coverages.coverage(plan({ hospitalPct: 50 }), 'k', care);
    expect(coverages.coverage(plan({ hospitalPct: 50 }), 'k', care)).toBe(again);
  });
});
