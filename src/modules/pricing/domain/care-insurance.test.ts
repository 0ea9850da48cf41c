import { describe, expect, it } from 'vitest';
import {
  insuranceBenefitTerms,
  insuranceReimbursement,
  NO_PLAN_COVERAGE_CAP_UF,
  PERIODS_PER_YEAR,
  type CareInsurance,
  type InsuredLine,
} from './care-insurance.js';

/** Every figure is computed by hand with UF = $40.000. */
const UF = 40_000;

const line = (benefit: string, billedClp: number, planPaysClp: number, quantity = 1, planCoversKind = true) =>
  ({
    benefit,
    quantity,
    billedClp,
    planPct: billedClp === 0 ? 0 : Math.round((planPaysClp / billedClp) * 100),
    planPaysClp,
    planCoversKind,
  }) satisfies InsuredLine;

const flat: CareInsurance = {
  name: 'Complementario',
  reimbursementPct: 80,
  deductibleUf: 5,
  annualCapUf: 20,
  monthlyPremiumClp: 10_000,
};

// The birth under a 90% preferred plan: day-bed copay 80.000, birth copay 800.000 (30 UF cap), exams 30.000.
const birth = [
  line('diaCama', 800_000, 720_000, 2),
  line('parto', 2_000_000, 1_200_000),
  line('examenes', 100_000, 70_000),
];

describe('insuranceReimbursement: one percentage for every benefit', () => {
  it('the deductible is paid first out of the copays in line order, then 80% of the rest', () => {
    const paid = insuranceReimbursement(birth, flat, UF);
    // deductible 200.000 = 80.000 (day-bed) + 120.000 (birth); 80% of 680.000 + 30.000 = 544.000 + 24.000
    expect(paid.deductibleClp).toBe(200_000);
    expect(paid.deductibleUsedClp).toBe(200_000);
    expect(paid.lines.map((l) => l.reimbursableClp)).toEqual([0, 680_000, 30_000]);
    expect(paid.lines.map((l) => l.reimbursedClp)).toEqual([0, 544_000, 24_000]);
    expect(paid.reimbursedClp).toBe(568_000);
    expect(paid.capApplied).toBe(false);
    expect(paid.lines[0]!.notes).toEqual(['deducible $80.000']);
  });
  it('the yearly cap is consumed in line order and flagged', () => {
    const paid = insuranceReimbursement(
      [line('consulta', 50_000, 20_000), line('consulta', 50_000, 20_000)],
      { ...flat, reimbursementPct: 100, deductibleUf: 0, annualCapUf: 1 },
      UF,
    );
    // copays 30.000 + 30.000 at 100%, cap 1 UF = 40.000
    expect(paid.lines.map((l) => l.reimbursedClp)).toEqual([30_000, 10_000]);
    expect(paid.reimbursedClp).toBe(40_000);
    expect(paid.capApplied).toBe(true);
    expect(paid.lines[1]!.notes).toContain('tope anual del seguro alcanzado');
  });
  it('no cap (null or 0) and no deductible', () => {
    for (const annualCapUf of [null, 0]) {
      const paid = insuranceReimbursement(birth, { ...flat, annualCapUf, deductibleUf: 0 }, UF);
      expect(paid.reimbursedClp).toBe(Math.round(910_000 * 0.8));
      expect(paid.capApplied).toBe(false);
      expect(paid.deductibleUsedClp).toBe(0);
    }
  });
  it('a deductible above every copay reimburses nothing and uses only the copays', () => {
    const paid = insuranceReimbursement(birth, { ...flat, deductibleUf: 50 }, UF);
    expect(paid.reimbursedClp).toBe(0);
    expect(paid.deductibleClp).toBe(2_000_000);
    expect(paid.deductibleUsedClp).toBe(910_000);
  });
  it('percentages outside 0-100 are clamped; 0% covers nothing', () => {
    expect(
      insuranceReimbursement(birth, { ...flat, reimbursementPct: 150, deductibleUf: 0, annualCapUf: null }, UF)
        .reimbursedClp,
    ).toBe(910_000);
    const none = insuranceReimbursement(birth, { ...flat, reimbursementPct: 0 }, UF);
    expect(none.reimbursedClp).toBe(0);
    expect(none.deductibleUsedClp).toBe(0);
  });
  it('rounds to whole pesos per line', () => {
    const paid = insuranceReimbursement(
      [line('consulta', 10_001, 0), line('examenes', 10_001, 0)],
      { ...flat, reimbursementPct: 50, deductibleUf: 0 },
      UF,
    );
    // 10.001 × 50% = 5.000,5 → 5.001 each
    expect(paid.lines.map((l) => l.reimbursedClp)).toEqual([5_001, 5_001]);
  });
});

describe('insuranceReimbursement: per-benefit terms of a catalogue product', () => {
  const product: CareInsurance = {
    ...flat,
    deductibleUf: 1,
    annualCapUf: null,
    benefits: {
      diaCama: { pct: 100, capUf: 5, capPeriod: 'diario' },
      parto: { pct: 50, capUf: 8, capPeriod: 'anual' },
    },
  };
  it('only covered benefits are reimbursed (an uncovered copay does not use the deductible), each at its %', () => {
    const paid = insuranceReimbursement(birth, product, UF);
    // day-bed: 80.000 − 40.000 deductible = 40.000 × 100%; cap 5 UF a day × 2 days = 400.000 (not reached)
    // birth: 800.000 × 50% = 400.000 → cap 8 UF = 320.000; exams: not covered
    expect(paid.lines.map((l) => l.reimbursedClp)).toEqual([40_000, 320_000, 0]);
    expect(paid.reimbursedClp).toBe(360_000);
    expect(paid.deductibleUsedClp).toBe(40_000);
    expect(paid.lines[1]!.notes).toContain('tope del seguro para la prestación (8 UF anual)');
    expect(paid.lines[2]!.notes).toEqual(['el seguro no cubre esta prestación']);
    expect(paid.capApplied).toBe(false);
  });
  it('a cap per period allows one period per unit of care, at most the periods of a year', () => {
    const monthly: CareInsurance = {
      ...flat,
      deductibleUf: 0,
      annualCapUf: null,
      benefits: { consulta: { pct: 100, capUf: 0.25, capPeriod: 'mensual' } },
    };
    // 6 consultations: copay 108.000; cap 0,25 UF = 10.000 × 6 months = 60.000
    expect(insuranceReimbursement([line('consulta', 270_000, 162_000, 6)], monthly, UF).reimbursedClp).toBe(60_000);
    // 20 consultations: at most 12 monthly caps = 120.000
    expect(insuranceReimbursement([line('consulta', 900_000, 0, 20)], monthly, UF).reimbursedClp).toBe(120_000);
    // Two lines of one benefit share its cap: 3 units → 30.000: 25.000 then 5.000
    const shared = insuranceReimbursement(
      [line('consulta', 50_000, 25_000, 2), line('consulta', 40_000, 20_000, 1)],
      monthly,
      UF,
    );
    expect(shared.lines.map((l) => l.reimbursedClp)).toEqual([25_000, 5_000]);
    expect(PERIODS_PER_YEAR).toEqual({ anual: 1, mensual: 12, semanal: 52, diario: 365 });
  });
  it('the terms of a benefit: its own, none, or the single percentage', () => {
    expect(insuranceBenefitTerms(product, 'parto')).toEqual({ pct: 50, capUf: 8, capPeriod: 'anual' });
    expect(insuranceBenefitTerms(product, 'examenes')).toBeNull();
    expect(insuranceBenefitTerms(flat, 'examenes')).toEqual({ pct: 80, capUf: null, capPeriod: null });
  });
});

describe('insuranceReimbursement: what the prevision must have paid (spec 01 §5)', () => {
  const base: CareInsurance = { ...flat, reimbursementPct: 100, deductibleUf: 0, annualCapUf: null };
  it('previous coverage asked: a line the plan paid nothing of is not reimbursed; medicines still are', () => {
    const paid = insuranceReimbursement(
      [line('diaCama', 800_000, 0, 2), line('medicamentos', 300_000, 0, 12, false)],
      { ...base, reimbursementPct: 50, paysWithoutPlanCoverage: false },
      UF,
    );
    expect(paid.lines.map((l) => l.reimbursedClp)).toEqual([0, 150_000]);
    expect(paid.lines[0]!.notes).toEqual(['el seguro exige que el plan haya cubierto la prestación']);
  });
  it('paying without previous coverage: at most 2 UF a unit where the plan paid nothing', () => {
    const without = { ...base, reimbursementPct: 80, paysWithoutPlanCoverage: true };
    // 3 consultations billed 150.000, 80% = 120.000 ≤ 2 UF × 3 = 240.000
    expect(insuranceReimbursement([line('consulta', 150_000, 0, 3)], without, UF).reimbursedClp).toBe(120_000);
    // billed 600.000: 480.000 → 240.000
    const capped = insuranceReimbursement([line('consulta', 600_000, 0, 3)], without, UF);
    expect(capped.reimbursedClp).toBe(NO_PLAN_COVERAGE_CAP_UF * UF * 3);
    expect(capped.lines[0]!.notes).toContain('sin cobertura del plan: tope de 2 UF por prestación');
    // Where the plan paid something, no such cap.
    expect(insuranceReimbursement([line('consulta', 600_000, 60_000, 3)], without, UF).reimbursedClp).toBe(432_000);
  });
  it('a % floor: when the plan paid less, the insurance pays as if it had paid the floor', () => {
    const floor: CareInsurance = { ...base, coverageFloor: { unit: '%', value: 70 } };
    // exams billed 100.000, plan 60% = 60.000 < 70.000: reimbursable 100.000 − 70.000 = 30.000
    const low = insuranceReimbursement([line('examenes', 100_000, 60_000)], floor, UF);
    expect(low.reimbursedClp).toBe(30_000);
    expect(low.lines[0]!.notes[0]).toMatch(/pagó menos de lo exigido \(70%\)/);
    // plan 80%: the whole copay of 20.000
    expect(insuranceReimbursement([line('examenes', 100_000, 80_000)], floor, UF).reimbursedClp).toBe(20_000);
  });
  it('an amount floor per unit, in UF or CLP', () => {
    // 2 consultations billed 100.000, plan paid 30.000 < 0,5 UF × 2 = 40.000: reimbursable 60.000
    const uf = insuranceReimbursement(
      [line('consulta', 100_000, 30_000, 2)],
      { ...base, coverageFloor: { unit: 'UF', value: 0.5 } },
      UF,
    );
    expect(uf.reimbursedClp).toBe(60_000);
    const clp = insuranceReimbursement(
      [line('consulta', 100_000, 30_000, 2)],
      { ...base, coverageFloor: { unit: 'CLP', value: 10_000 } },
      UF,
    );
    // floor 20.000 ≤ 30.000 paid: the whole copay of 70.000
    expect(clp.reimbursedClp).toBe(70_000);
  });
});

describe('insuranceReimbursement without the explanation', () => {
  it('the same totals and no lines', () => {
    const product: CareInsurance = {
      ...flat,
      benefits: {
        parto: { pct: 60, capUf: 20, capPeriod: 'anual' },
        examenes: { pct: 90, capUf: null, capPeriod: null },
      },
      coverageFloor: { unit: '%', value: 50 },
      paysWithoutPlanCoverage: false,
    };
    for (const insurance of [flat, product]) {
      const full = insuranceReimbursement(birth, insurance, UF);
      const lean = insuranceReimbursement(birth, insurance, UF, false);
      expect(lean.lines).toEqual([]);
      expect({ ...lean, lines: full.lines }).toEqual(full);
    }
  });
});
