import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  householdGesUf,
  ISAPRE_MODEL,
  isapreBudget,
  isaprePlanPrice,
  lowestContributorFactor,
  planTotal,
  planTotalClp,
  riskFactor,
  type RiskFactorRow,
} from './isapre-price.js';

const UF = { value: 39214.8, date: '2025-01-01' };

describe('isapreBudget (spec 03 §9)', () => {
  it('7% of income / 0.8, with the 0.90477-1.05 range', () => {
    const budget = isapreBudget(1_600_000, UF.value);
    expect(budget.imponible).toBe(2_000_000);
    expect(budget.capped).toBe(false);
    expect(budget.contribution).toBe(140_000);
    expect(budget.min).toBe(Math.round(140_000 * 0.90477));
    expect(budget.max).toBe(147_000);
    expect(budget.contributionUf).toBeCloseTo(140_000 / UF.value, 4);
  });
  it('caps taxable income at 87.8 UF', () => {
    const budget = isapreBudget(10_000_000, UF.value);
    expect(budget.capped).toBe(true);
    expect(budget.imponible).toBe(Math.round(87.8 * UF.value));
    expect(budget.contribution).toBe(Math.round(87.8 * UF.value * 0.07));
  });
  it('without income: 120000-150000', () => {
    for (const income of [null, undefined, 0, -5]) {
      expect(isapreBudget(income, UF.value)).toMatchObject({
        fromIncome: false,
        min: 120_000,
        max: 150_000,
        contribution: null,
      });
    }
    expect(ISAPRE_MODEL.capUf).toBe(87.8);
  });
});

const factors: RiskFactorRow[] = [
  { role: 'cotizante', ageFrom: 18, ageTo: 34, sexo: 'Masculino', factor: 1 },
  { role: 'cotizante', ageFrom: 18, ageTo: 34, sexo: 'Femenino', factor: 1.2 },
  { role: 'cotizante', ageFrom: 35, ageTo: 120, sexo: null, factor: 1.4 },
  { role: 'carga', ageFrom: 0, ageTo: 1, sexo: null, factor: 0 },
  { role: 'carga', ageFrom: 2, ageTo: 24, sexo: null, factor: 0.6 },
];

describe('isaprePlanPrice', () => {
  const plan = { basePriceUf: 2, gesUf: 0.2, factors };
  it('base × sum of factors + GES per beneficiary, in UF and CLP', () => {
    const price = isaprePlanPrice(
      plan,
      { cotizante: [{ edad: 30, ingreso: 2_000_000 }, { edad: 29 }], cargas: [{ edad: 5 }, { edad: 1 }] },
      UF,
    );
    expect(price.lines.map((l) => l.factor)).toEqual([1, 1.2, 0.6, 0]);
    expect(price.factorSum).toBe(2.8);
    expect(price.planUf).toBe(5.6);
    expect(price.gesUf).toBe(0.8);
    expect(price.totalUf).toBe(6.4);
    expect(price.totalClp).toBe(Math.round(6.4 * UF.value));
    expect(price.budget.contribution).toBe(175_000);
    expect(price.excessClp).toBe(Math.round(6.4 * UF.value) - 175_000);
    expect(price.exact).toBe(true);
  });
  it('a reference price without a profile, and fits the default range', () => {
    const price = isaprePlanPrice({ basePriceUf: 3.2, gesUf: 0.15, factors }, null, UF);
    expect(price.exact).toBe(false);
    expect(price.totalUf).toBe(3.35);
    expect(price.fits).toBe(price.totalClp! >= 120_000 && price.totalClp! <= 150_000);
    expect(price.excessClp).toBeNull();
  });
  it('no factor for someone: no price', () => {
    const price = isaprePlanPrice(plan, { cotizante: [{ edad: 10 }] }, UF);
    expect(price.totalClp).toBeNull();
    expect(price.fits).toBeNull();
    expect(price.notes[0]).toMatch(/no tiene factor/);
  });
  it('looks factors up by role, age and sex', () => {
    expect(riskFactor(factors, 'cotizante', 40, 'Femenino')).toBe(1.4);
    expect(riskFactor(factors, 'carga', 30, null)).toBeNull();
    expect(lowestContributorFactor(factors)).toBe(1);
    expect(lowestContributorFactor([])).toBeNull();
  });
});

describe('the 7% and its cap at the edges (spec 03 §9)', () => {
  const capClp = 87.8 * UF.value;
  it('gross income exactly at the cap (× 0.8) is not capped; one peso more is', () => {
    const atCap = capClp * 0.8;
    expect(isapreBudget(atCap, UF.value)).toMatchObject({ capped: false, imponible: Math.round(capClp) });
    const above = isapreBudget(atCap + 1, UF.value);
    expect(above.capped).toBe(true);
    expect(above.contribution).toBe(Math.round(capClp * 0.07));
    expect(isapreBudget(atCap - 1, UF.value).capped).toBe(false);
  });
  it('an income declared taxable (imponible) is not divided by 0.8', () => {
    const budget = isapreBudget(2_000_000, UF.value, true);
    expect(budget.imponible).toBe(2_000_000);
    expect(budget.contribution).toBe(140_000);
    expect(isapreBudget(capClp, UF.value, true).capped).toBe(false);
    expect(isapreBudget(capClp + 1, UF.value, true).capped).toBe(true);
  });
  it('one peso of income gives a 0 contribution, not the default range', () => {
    expect(isapreBudget(1, UF.value)).toMatchObject({ fromIncome: true, contribution: 0, min: 0, max: 0 });
  });
});

describe('excedente vs extra out of pocket, GES per beneficiary, infants paying only GES', () => {
  const plan = { basePriceUf: 2, gesUf: 0.2, factors };
  const ufTen = { value: 10_000, date: '2026-11-01' };
  it('the 7% above the plan leaves an excedente and no extra', () => {
    // income 4.000.000 gross → 5.000.000 taxable, capped at 87,8 UF = 878.000 → 7% = 61.460;
    // plan 2 × 1 + 0,2 = 2,2 UF = 22.000
    const price = isaprePlanPrice(plan, { cotizante: [{ edad: 30, ingreso: 4_000_000 }] }, ufTen);
    expect(price.budget).toMatchObject({ capped: true, imponible: 878_000, contribution: 61_460 });
    expect(price.totalClp).toBe(22_000);
    expect(price.excedenteClp).toBe(39_460);
    expect(price.extraClp).toBe(0);
    expect(price.excessClp).toBe(0);
  });
  it('a plan above the 7% leaves an extra and no excedente', () => {
    // income 80.000 gross → 100.000 taxable → 7.000; plan 22.000
    const price = isaprePlanPrice(plan, { cotizante: [{ edad: 30, ingreso: 80_000 }] }, ufTen);
    expect(price.extraClp).toBe(15_000);
    expect(price.excedenteClp).toBe(0);
  });
  it('a plan exactly at the 7%: neither', () => {
    // taxable 314.286 × 7% = 22.000 (imponible declared)
    const price = isaprePlanPrice(plan, { cotizante: [{ edad: 30, ingreso: 314_286, imponible: true }] }, ufTen);
    expect(price.budget.contribution).toBe(22_000);
    expect([price.extraClp, price.excedenteClp]).toEqual([0, 0]);
  });
  it('factors per person (sex matters in the 2010-style rows) and GES once per beneficiary', () => {
    const man = isaprePlanPrice(plan, { cotizante: [{ edad: 30, sexo: 'Masculino' }] }, ufTen);
    const woman = isaprePlanPrice(plan, { cotizante: [{ edad: 30, sexo: 'Femenino' }] }, ufTen);
    expect([man.factorSum, woman.factorSum]).toEqual([1, 1.2]);
    expect([man.totalUf, woman.totalUf]).toEqual([2.2, 2.6]);
    const family = isaprePlanPrice(
      plan,
      { cotizante: [{ edad: 30 }, { edad: 40 }], cargas: [{ edad: 3 }, { edad: 10 }, { edad: 20 }] },
      ufTen,
    );
    // 1 + 1,4 + 0,6 + 0,6 + 0,6 = 4,2 → 8,4 UF + 5 × 0,2 GES
    expect(family.factorSum).toBe(4.2);
    expect(family.gesUf).toBe(1);
    expect(family.totalUf).toBe(9.4);
    expect(family.totalClp).toBe(94_000);
  });
  it('a dependant under 2 with factor 0 pays only the GES premium, with the notice (spec 03 §5)', () => {
    const price = isaprePlanPrice(plan, { cotizante: [{ edad: 30 }], cargas: [{ edad: 1 }] }, ufTen);
    expect(price.gesOnlyInfants).toBe(1);
    expect(price.totalUf).toBe(2 + 0.4);
    expect(price.notes).toContain(
      'La carga menor de 2 años paga solo la prima GES (0,2 UF al mes cada una) con esta isapre.',
    );
    const two = isaprePlanPrice(plan, { cotizante: [{ edad: 30 }], cargas: [{ edad: 0 }, { edad: 1 }] }, ufTen);
    expect(two.gesOnlyInfants).toBe(2);
    expect(two.notes.some((n) => n.startsWith('Las 2 cargas menores de 2 años pagan solo la prima GES'))).toBe(true);
    const paying = isaprePlanPrice(
      { ...plan, factors: factors.map((f) => (f.role === 'carga' && f.ageFrom === 0 ? { ...f, factor: 0.5 } : f)) },
      { cotizante: [{ edad: 30 }], cargas: [{ edad: 1 }] },
      ufTen,
    );
    expect(paying.gesOnlyInfants).toBe(0);
  });
});

describe('householdFactorSum and planTotal: the per-table shortcut equals isaprePlanPrice', () => {
  const plan = { basePriceUf: 2.3456, gesUf: 0.21, factors };
  const profiles = [
    null,
    { cotizante: [{ edad: 30 }] },
    { cotizante: [{ edad: 30, sexo: 'Femenino' as const }, { edad: 40 }], cargas: [{ edad: 1 }, { edad: 7 }] },
    { cotizante: [{ edad: 10 }] },
  ];
  it('for every profile', async () => {
    const { insuredPersons } = await import('./profile.js');
    const { householdFactorSum, planTotal } = await import('./isapre-price.js');
    for (const profile of profiles) {
      const full = isaprePlanPrice(plan, profile, UF);
      const persons = insuredPersons(profile).filter((p) => p.role !== 'mascota');
      const sum = householdFactorSum(factors, persons);
      expect(sum).toBe(full.factorSum);
      const total = planTotal(plan.basePriceUf, sum, plan.gesUf, Math.max(1, persons.length), UF.value);
      expect(total).toEqual({ planUf: full.planUf, gesUf: full.gesUf, totalUf: full.totalUf, totalClp: full.totalClp });
    }
  });
});

describe('planTotalClp: planTotal without its object (a search prices thousands of plans)', () => {
  it('the same pesos as planTotal, NaN where planTotal has none (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 1200 }).map((n) => n / 100),
          fc.double({ min: 0, max: 20, noNaN: true }),
        ),
        fc.option(
          fc.oneof(
            fc.integer({ min: 0, max: 90_000 }).map((n) => n / 10_000),
            fc.double({ min: 0, max: 12, noNaN: true }),
          ),
        ),
        fc.oneof(fc.constantFrom(0, 0.21, 0.3, 0.585), fc.double({ min: 0, max: 2, noNaN: true })),
        fc.integer({ min: 1, max: 8 }),
        fc.oneof(fc.constant(39_214.8), fc.double({ min: 20_000, max: 50_000, noNaN: true })),
        (base, sum, ges, beneficiaries, uf) => {
          const expected = planTotal(base, sum, ges, beneficiaries, uf).totalClp;
          const clp = planTotalClp(base, sum ?? Number.NaN, householdGesUf(ges, beneficiaries), uf);
          expect(clp).toBe(expected ?? Number.NaN);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
