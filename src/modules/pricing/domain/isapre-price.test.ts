import { describe, expect, it } from 'vitest';
import {
  ISAPRE_MODEL,
  isapreBudget,
  isaprePlanPrice,
  lowestContributorFactor,
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
