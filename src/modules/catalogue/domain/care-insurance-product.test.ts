import { describe, expect, it } from 'vitest';
import {
  BENEFIT_CARE,
  simulatorInsurance,
  simulatorInsuranceLines,
  type InsuranceProductFacts,
} from './care-insurance-product.js';
import type { CoverageAmounts, CoverageTag } from './product-card.js';

const UF = 40_000;

const amount = (value: number | null, currencyCode: string = '%') => ({
  minAmount: value,
  maxAmount: value,
  unit: { currencyCode: currencyCode as never, name: currencyCode },
});

function tag(coverages: [string, CoverageAmounts][]): CoverageTag {
  return {
    id: 1,
    code: 'HOSP',
    name: 'Hospitalario',
    coverages: coverages.map(([code, amounts], i) => ({ insuranceBenefit: { id: i, code, name: code }, amounts })),
  };
}

const facts: InsuranceProductFacts = {
  productCode: 'QPS100',
  name: 'Complementario Salud',
  insurer: 'Seguros Ejemplo',
  tags: [
    tag([
      ['DIA_CAMA', { percentage_isapre: amount(90), yearly_top: amount(100, 'UF') }],
      ['CONSULTAS', { percentage_isapre: amount(70), monthly_top: amount(0.5, 'UF') }],
      ['AMBULANCIA', { percentage_isapre: amount(100) }],
    ]),
  ],
  deductible: { min: 0.5, max: 1, unit: 'UF' },
  topAmount: { min: 500, max: 500, unit: 'UF', period: 'anual' },
  coverageRequirement: null,
  price: { amountClp: 23_490, period: 'mensual' },
};

describe('simulatorInsurance: a catalogue product as the simulator adds it', () => {
  it('each catalogue benefit becomes the simulator benefit it reimburses, with its % and cap per period', () => {
    const found = simulatorInsurance(facts, UF);
    expect(found).toEqual({
      ok: true,
      insurance: {
        name: 'Complementario Salud (Seguros Ejemplo)',
        productCode: 'QPS100',
        reimbursementPct: 0,
        // Ambulance is not part of any scenario: left out.
        benefits: {
          diaCama: { pct: 90, capUf: 100, capPeriod: 'anual' },
          consulta: { pct: 70, capUf: 0.5, capPeriod: 'mensual' },
        },
        // The highest deductible of the 0,5-1 UF range (the lowest price comes with it).
        deductibleUf: 1,
        annualCapUf: 500,
        monthlyPremiumClp: 23_490,
        coverageFloor: null,
      },
    });
  });
  it('a yearly price is a twelfth a month; a monthly top is twelve a year; 0 is no cap ("Sin tope")', () => {
    const yearly = simulatorInsurance(
      {
        ...facts,
        price: { amountClp: 120_001, period: 'anual' },
        topAmount: { ...facts.topAmount!, period: 'mensual' },
      },
      UF,
    );
    expect(yearly.ok && yearly.insurance.monthlyPremiumClp).toBe(10_000);
    expect(yearly.ok && yearly.insurance.annualCapUf).toBe(6_000);
    const noCap = simulatorInsurance({ ...facts, topAmount: { min: 0, max: 0, unit: 'UF', period: 'anual' } }, UF);
    expect(noCap.ok && noCap.insurance.annualCapUf).toBeNull();
    const noTop = simulatorInsurance({ ...facts, topAmount: null, deductible: null }, UF);
    expect(noTop.ok && [noTop.insurance.annualCapUf, noTop.insurance.deductibleUf]).toEqual([null, 0]);
  });
  it('amounts in pesos are turned into UF; a cap of 0 on a benefit is no cap', () => {
    const found = simulatorInsurance(
      {
        ...facts,
        deductible: { min: 20_000, max: 20_000, unit: 'CLP' },
        tags: [tag([['PARTO', { percentage_isapre: amount(80), yearly_top: amount(0, 'UF') }]])],
      },
      UF,
    );
    expect(found.ok && found.insurance.deductibleUf).toBe(0.5);
    expect(found.ok && found.insurance.benefits).toEqual({ parto: { pct: 80, capUf: null, capPeriod: null } });
  });
  it('catastrophic expenses cover the hospital benefits the product does not list one by one', () => {
    const found = simulatorInsurance(
      {
        ...facts,
        tags: [
          tag([
            ['GASTOS_CATASTROFICOS', { percentage_isapre: amount(100), yearly_top: amount(3000, 'UF') }],
            ['DIA_CAMA', { percentage_isapre: amount(60) }],
          ]),
        ],
      },
      UF,
    );
    const broad = { pct: 100, capUf: 3000, capPeriod: 'anual' };
    expect(found.ok && found.insurance.benefits).toEqual({
      diaCama: { pct: 60, capUf: null, capPeriod: null },
      pabellon: broad,
      honorarios: broad,
      parto: broad,
      quimioterapia: broad,
    });
  });
  it('the isapre percentage; "the same as Fonasa" (-1) takes Fonasa’s; a 0% or missing one covers nothing', () => {
    const found = simulatorInsurance(
      {
        ...facts,
        tags: [
          tag([
            ['EXAMENES', { percentage_isapre: amount(-1), percentage_fonasa: amount(60) }],
            ['IMAGENOLOGIA', { percentage_isapre: amount(0) }],
            ['MEDICAMENTOS', { yearly_top: amount(10, 'UF') }],
            ['PSIQUIATRIA', { percentage_particular: amount(50) }],
          ]),
        ],
      },
      UF,
    );
    expect(found.ok && found.insurance.benefits).toEqual({
      examenes: { pct: 60, capUf: null, capPeriod: null },
      psicologia: { pct: 50, capUf: null, capPeriod: null },
    });
  });
  it('no invented figures: unknown price, deductible or cap, or nothing the simulator uses, is not offered', () => {
    expect(simulatorInsurance({ ...facts, price: { amountClp: null, period: 'mensual' } }, UF)).toEqual({
      ok: false,
      reason: 'no tiene precio para tu grupo familiar',
    });
    expect(simulatorInsurance({ ...facts, deductible: { min: null, max: null, unit: 'UF' } }, UF)).toEqual({
      ok: false,
      reason: 'no informa su deducible',
    });
    expect(
      simulatorInsurance({ ...facts, topAmount: { min: null, max: null, unit: 'UF', period: 'anual' } }, UF),
    ).toEqual({
      ok: false,
      reason: 'no informa su tope anual',
    });
    expect(simulatorInsurance({ ...facts, deductible: { min: 10, max: 10, unit: 'USD' } }, UF).ok).toBe(false);
    expect(
      simulatorInsurance({ ...facts, tags: [tag([['AMBULANCIA', { percentage_isapre: amount(100) }]])] }, UF),
    ).toEqual({
      ok: false,
      reason: 'no reembolsa ninguna de las atenciones del simulador',
    });
  });
  it('the coverage requirement of spec 01 §5 for isapre members: floor and previous coverage', () => {
    const withRequirement = (requirement: InsuranceProductFacts['coverageRequirement']) => {
      const found = simulatorInsurance({ ...facts, coverageRequirement: requirement }, UF);
      if (!found.ok) throw new Error(found.reason);
      return [found.insurance.coverageFloor, found.insurance.paysWithoutPlanCoverage];
    };
    expect(withRequirement({ value: 30, unit: '%', previsionType: null, previousCoverage: true })).toEqual([
      { unit: '%', value: 30 },
      false,
    ]);
    expect(
      withRequirement({ value: 1.5, unit: 'UF', previsionType: { name: 'Isapre' }, previousCoverage: false }),
    ).toEqual([{ unit: 'UF', value: 1.5 }, true]);
    // 'Sin Requisito' (0): no floor, but the previous-coverage flag still says what it pays.
    expect(withRequirement({ value: 0, unit: '%', previsionType: null, previousCoverage: true })).toEqual([
      null,
      false,
    ]);
    // Fonasa's requirement and Fonasa's minimum bonus (BM) do not concern an isapre member.
    expect(
      withRequirement({ value: 30, unit: '%', previsionType: { name: 'Fonasa' }, previousCoverage: true }),
    ).toEqual([null, undefined]);
    expect(withRequirement({ value: 50, unit: 'BM', previsionType: null, previousCoverage: true })).toEqual([
      null,
      undefined,
    ]);
  });
  it('maps only to benefits the simulator knows', () => {
    const known = new Set([
      'diaCama',
      'pabellon',
      'honorarios',
      'parto',
      'quimioterapia',
      'consulta',
      'examenes',
      'imagenes',
      'psicologia',
      'medicamentos',
    ]);
    for (const list of Object.values(BENEFIT_CARE)) for (const benefit of list) expect(known.has(benefit)).toBe(true);
  });
});

describe('simulatorInsuranceLines: what the simulator shows of an insurance (es-CL)', () => {
  it('benefits with % and caps, deductible, yearly cap, requirement and premium', () => {
    const found = simulatorInsurance(
      { ...facts, coverageRequirement: { value: 30, unit: '%', previsionType: null, previousCoverage: true } },
      UF,
    );
    if (!found.ok) throw new Error(found.reason);
    expect(simulatorInsuranceLines(found.insurance)).toEqual([
      'Reembolsa: Día cama 90% (tope UF 100,00 al año), Consulta médica 70% (tope UF 0,50 al mes).',
      'Deducible anual: UF 1,00.',
      'Tope anual: UF 500,00.',
      'Exige que tu isapre cubra al menos el 30%.',
      'Solo reembolsa lo que tu plan también cubrió.',
      'Prima: $23.490 al mes para tu grupo.',
    ]);
    expect(
      simulatorInsuranceLines({
        name: 'X',
        reimbursementPct: 80,
        deductibleUf: 0,
        annualCapUf: null,
        monthlyPremiumClp: 9_000,
      }),
    ).toEqual([
      'Reembolsa el 80% del copago.',
      'Sin deducible.',
      'Sin tope anual.',
      'Prima: $9.000 al mes para tu grupo.',
    ]);
  });
});
