import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isapreBudget, isaprePlanPrice, type RiskFactorRow } from './isapre-price.js';
import { isaprePayment } from './isapre-payment.js';

/** Hand-computed with UF = $10.000: the cap of 87,8 UF is a taxable income of $878.000 (7% = $61.460). */
const UF = 10_000;
const plan = (totalClp: number | null) => ({ totalClp, totalUf: totalClp === null ? null : totalClp / UF });
const keys = (p: ReturnType<typeof isaprePayment>) => p.lines.map((l) => l.key);

describe('isaprePayment: the 7% against the plan price (GLOSSARY)', () => {
  it('a plan above the 7%: the member pays the difference on top; the pay slip deducts the plan', () => {
    // gross 400.000 → taxable 500.000 → 7% = 35.000; plan 50.000 → difference 15.000
    const pay = isaprePayment(plan(50_000), isapreBudget(400_000, UF));
    expect(pay).toMatchObject({
      planClp: 50_000,
      contributionClp: 35_000,
      fromContributionClp: 35_000,
      extraClp: 15_000,
      excedenteClp: 0,
      deductionClp: 50_000,
      yearlyExtraClp: 180_000,
      yearlyExcedenteClp: 0,
      headline: 'Pagas $15.000 al mes además de tu 7%.',
    });
    expect(keys(pay)).toEqual(['plan', 'imponible', 'contribution', 'fromContribution', 'extra', 'deduction']);
    expect(pay.lines.find((l) => l.key === 'imponible')).toEqual({
      key: 'imponible',
      label: 'Tu renta imponible',
      amountClp: 500_000,
      detail: 'ingreso bruto $400.000 ÷ 0,8',
    });
    expect(pay.lines.find((l) => l.key === 'plan')!.detail).toBe('UF 5,00 al mes');
    expect(pay.lines.find((l) => l.key === 'contribution')!.detail).toBe('UF 3,50 al mes');
    expect(pay.lines.find((l) => l.key === 'extra')!.detail).toBe('$180.000 al año');
    expect(pay.lines.find((l) => l.key === 'deduction')!.detail).toBe('tu 7% más la diferencia');
  });
  it('a plan below the 7%: an excedente; the pay slip still deducts the 7%', () => {
    // 7% = 35.000, plan 30.000 → excedente 5.000
    const pay = isaprePayment(plan(30_000), isapreBudget(400_000, UF));
    expect(pay).toMatchObject({ fromContributionClp: 30_000, extraClp: 0, excedenteClp: 5_000, deductionClp: 35_000 });
    expect(pay.yearlyExcedenteClp).toBe(60_000);
    expect(pay.headline).toBe('Tu 7% cubre el plan y te quedan $5.000 al mes de excedente.');
    expect(keys(pay)).toEqual(['plan', 'imponible', 'contribution', 'fromContribution', 'excedente', 'deduction']);
    expect(pay.lines.find((l) => l.key === 'deduction')!.detail).toBe('tu 7% legal');
  });
  it('a plan exactly at the 7%: neither difference nor excedente', () => {
    const pay = isaprePayment(plan(35_000), isapreBudget(400_000, UF));
    expect([pay.extraClp, pay.excedenteClp, pay.deductionClp]).toEqual([0, 0, 35_000]);
    expect(pay.headline).toBe('Tu 7% paga exactamente el plan.');
    expect(keys(pay)).toEqual(['plan', 'imponible', 'contribution', 'fromContribution', 'deduction']);
  });
  it('a declared taxable income (imponible) is used as is', () => {
    // imponible 400.000 → 7% = 28.000; plan 50.000 → 22.000
    const pay = isaprePayment(plan(50_000), isapreBudget(400_000, UF, true));
    expect(pay.contributionClp).toBe(28_000);
    expect(pay.extraClp).toBe(22_000);
    expect(pay.lines.find((l) => l.key === 'imponible')).toMatchObject({
      amountClp: 400_000,
      detail: 'renta imponible que declaraste',
    });
  });
  it('the cap of 87,8 UF: the 7% stops growing with the income and says so', () => {
    // gross 4.000.000 → 5.000.000 taxable, capped at 878.000 → 61.460
    const pay = isaprePayment(plan(100_000), isapreBudget(4_000_000, UF));
    expect(pay.contributionClp).toBe(61_460);
    expect(pay.extraClp).toBe(38_540);
    expect(pay.lines.find((l) => l.key === 'imponible')).toMatchObject({
      amountClp: 878_000,
      detail: 'ingreso bruto $4.000.000 ÷ 0,8, con el tope imponible de 87,8 UF',
    });
    const declared = isaprePayment(plan(100_000), isapreBudget(900_000, UF, true));
    expect(declared.lines.find((l) => l.key === 'imponible')!.detail).toBe(
      'renta imponible que declaraste, con el tope imponible de 87,8 UF',
    );
    // At the cap exactly: not capped; one peso above: capped, same 7%.
    expect(isaprePayment(plan(100_000), isapreBudget(702_400, UF)).lines[1]!.detail).toBe(
      'ingreso bruto $702.400 ÷ 0,8',
    );
    expect(isaprePayment(plan(100_000), isapreBudget(702_401, UF)).contributionClp).toBe(61_460);
  });
  it('without income: the plan price and an invitation, no split', () => {
    const pay = isaprePayment(plan(50_000), isapreBudget(null, UF));
    expect(pay).toMatchObject({ contributionClp: null, extraClp: null, excedenteClp: null, deductionClp: null });
    expect(pay.headline).toBe('El plan cuesta $50.000 al mes. Ingresa tu ingreso para saber cuánto cubre tu 7%.');
    expect(keys(pay)).toEqual(['plan', 'noIncome']);
  });
  it('a plan that cannot be priced for the household: to be asked', () => {
    const pay = isaprePayment(plan(null), isapreBudget(400_000, UF));
    expect(pay.headline).toBe('El precio de este plan para tu grupo se debe consultar.');
    expect(pay.extraClp).toBeNull();
    expect(keys(pay)).toEqual(['plan']);
  });
  it('agrees with the plan price of the search (one split, property)', () => {
    const factors: RiskFactorRow[] = [{ role: 'cotizante', ageFrom: 0, ageTo: 120, sexo: null, factor: 1 }];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.boolean(),
        fc.integer({ min: 50, max: 1_500 }),
        (ingreso, imponible, basePriceCents) => {
          const price = isaprePlanPrice(
            { basePriceUf: basePriceCents / 100, gesUf: 0.1, factors },
            { cotizante: [{ edad: 40, ingreso, imponible }] },
            { value: 39_214.8, date: '2026-11-01' },
          );
          const pay = isaprePayment(price, price.budget);
          expect(pay.extraClp).toBe(price.extraClp);
          expect(pay.excedenteClp).toBe(price.excedenteClp);
          expect(pay.fromContributionClp! + pay.extraClp!).toBe(price.totalClp);
          expect(pay.deductionClp).toBe(Math.max(price.totalClp!, price.budget.contribution!));
        },
      ),
      { numRuns: 300 },
    );
  });
});
