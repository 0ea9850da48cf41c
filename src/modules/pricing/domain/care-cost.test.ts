import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  benefitCapUf,
  benefitCoveragePct,
  CARE_BENEFIT_CODES,
  careCost,
  careCoverage,
  carePremiums,
  careTermsKey,
  joinCareCost,
  scenarioErrors,
  withQuantities,
  type CareScenario,
  type PlanCoverageTerms,
} from './care-cost.js';

/** Every expected figure below is computed by hand (UF = $40.000 to keep the sums readable). */
const UF = 40_000;
const preferred: PlanCoverageTerms = {
  planTypeId: 1,
  hospitalPct: 80,
  ambulatoryPct: 60,
  preferredHospitalPct: 90,
  preferredAmbulatoryPct: 70,
  topeanualUf: 0,
  restrictions: [6],
};
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
    { benefit: 'examenes', label: 'Exámenes', unitPriceClp: 100_000, quantity: 1 },
  ],
};
const run = (terms: PlanCoverageTerms, extra: Partial<Parameters<typeof careCost>[0]> = {}) =>
  careCost({
    scenarios: [birth],
    terms,
    network: 'preferente',
    ufValue: UF,
    monthlyPlanClp: 150_000,
    contributionClp: 140_000,
    ...extra,
  });

describe('benefitCoveragePct', () => {
  it('preferred network percentages when the plan has them, libre elección otherwise', () => {
    expect(benefitCoveragePct(preferred, 'diaCama', 'preferente')).toBe(90);
    expect(benefitCoveragePct(preferred, 'diaCama', 'libreEleccion')).toBe(80);
    expect(benefitCoveragePct(preferred, 'consulta', 'preferente')).toBe(70);
    expect(benefitCoveragePct(preferred, 'consulta', 'libreEleccion')).toBe(60);
    const free = { ...preferred, planTypeId: 0, preferredHospitalPct: null, preferredAmbulatoryPct: null };
    expect(benefitCoveragePct(free, 'diaCama', 'preferente')).toBe(80);
    expect(benefitCoveragePct(free, 'examenes', 'preferente')).toBe(60);
  });
  it('a closed plan covers nothing outside its network; outpatient medicines are never covered', () => {
    const closed = { ...preferred, planTypeId: 2 };
    expect(benefitCoveragePct(closed, 'pabellon', 'libreEleccion')).toBe(0);
    expect(benefitCoveragePct(closed, 'pabellon', 'preferente')).toBe(90);
    expect(benefitCoveragePct(preferred, 'medicamentos', 'preferente')).toBe(0);
  });
  it('a restricted benefit is covered at most 25%, an unrestricted one keeps its percentage', () => {
    expect(benefitCoveragePct({ ...preferred, restrictions: [1] }, 'parto', 'preferente')).toBe(25);
    expect(benefitCoveragePct({ ...preferred, restrictions: [2] }, 'parto', 'preferente')).toBe(90);
    expect(benefitCoveragePct({ ...preferred, restrictions: [2] }, 'psicologia', 'preferente')).toBe(25);
    expect(
      benefitCoveragePct({ ...preferred, preferredAmbulatoryPct: 20, restrictions: [2] }, 'psicologia', 'preferente'),
    ).toBe(20);
  });
  it('caps per unit: fixed UF, day-bed = annual cap / 20 (none without annual cap)', () => {
    expect(benefitCapUf(preferred, 'consulta')).toBe(1.2);
    expect(benefitCapUf(preferred, 'parto')).toBe(30);
    expect(benefitCapUf(preferred, 'diaCama')).toBeNull();
    expect(benefitCapUf({ ...preferred, topeanualUf: 3000 }, 'diaCama')).toBe(150);
    expect(benefitCapUf(preferred, 'pabellon')).toBeNull();
  });
});

describe('careCost: the birth scenario', () => {
  it('in the preferred network: 90% day-bed, the 30 UF birth cap, 70% exams', () => {
    const cost = run(preferred);
    expect(cost.lines.map((l) => [l.billedClp, l.coveragePct, l.planPaysClp, l.copayClp])).toEqual([
      [800_000, 90, 720_000, 80_000],
      [2_000_000, 90, 1_200_000, 800_000],
      [100_000, 70, 70_000, 30_000],
    ]);
    expect(cost.lines[1]!.notes).toContain('tope de 30 UF por prestación');
    expect(cost.billedClp).toBe(2_900_000);
    expect(cost.planPaysClp).toBe(1_990_000);
    expect(cost.copayClp).toBe(910_000);
    expect(cost.outOfPocketClp).toBe(910_000);
    expect(cost.planPremiumsClp).toBe(1_800_000);
    expect(cost.yearlyTotalClp).toBe(2_710_000);
    // (150.000 − 140.000) × 12 + 910.000
    expect(cost.beyondContributionClp).toBe(1_030_000);
    expect(cost.annualCapApplied).toBe(false);
    expect(cost.steps.at(-2)).toBe('Total anual estimado: primas $1.800.000 + de tu bolsillo $910.000 = $2.710.000.');
  });
  it('in libre elección: 80% / 60%', () => {
    const cost = run(preferred, { network: 'libreEleccion' });
    expect(cost.lines.map((l) => l.planPaysClp)).toEqual([640_000, 1_200_000, 60_000]);
    expect(cost.copayClp).toBe(1_000_000);
    expect(cost.yearlyTotalClp).toBe(2_800_000);
  });
  it('a plan restricting births (code 1) pays 25% of the birth', () => {
    const cost = run({ ...preferred, restrictions: [1] });
    expect(cost.lines[1]!.planPaysClp).toBe(500_000);
    expect(cost.lines[1]!.notes).toContain('prestación restringida: cobertura máxima 25%');
    expect(cost.copayClp).toBe(2_900_000 - 720_000 - 500_000 - 70_000);
  });
  it('the annual cap (30 UF = $1.200.000) cuts the payments in order and nothing is paid after it', () => {
    const cost = run({ ...preferred, topeanualUf: 30 });
    // day-bed cap per unit: round(30 / 20) = 2 UF = $80.000 → 2 days $160.000
    expect(cost.lines.map((l) => l.planPaysClp)).toEqual([160_000, 1_040_000, 0]);
    expect(cost.planPaysClp).toBe(1_200_000);
    expect(cost.annualCapApplied).toBe(true);
    expect(cost.lines[2]!.notes).toContain('tope anual del plan alcanzado');
    expect(cost.copayClp).toBe(1_700_000);
  });
  it('a closed plan used outside its network pays nothing', () => {
    const cost = run({ ...preferred, planTypeId: 2 }, { network: 'libreEleccion' });
    expect(cost.planPaysClp).toBe(0);
    expect(cost.copayClp).toBe(2_900_000);
    expect(cost.lines[0]!.notes).toContain('plan cerrado: fuera de la red no cubre');
  });
  it('without income there is no "beyond the 7%" figure', () => {
    expect(run(preferred, { contributionClp: null }).beyondContributionClp).toBeNull();
  });
  it('when the 7% exceeds the plan, only the copay is beyond it', () => {
    expect(run(preferred, { contributionClp: 200_000 }).beyondContributionClp).toBe(910_000);
  });
});

describe('careCost with a complementary insurance', () => {
  const insurance = {
    name: 'Seguro complementario',
    reimbursementPct: 80,
    deductibleUf: 5,
    annualCapUf: 20,
    monthlyPremiumClp: 10_000,
  };
  it('reimburses 80% of the copay above the 5 UF deductible, and its premiums count', () => {
    const cost = run(preferred, { insurance });
    // copay 910.000 − deductible 200.000 = 710.000 × 80% = 568.000
    expect(cost.insurance).toEqual({
      name: 'Seguro complementario',
      deductibleClp: 200_000,
      reimbursedClp: 568_000,
      premiumsClp: 120_000,
      capApplied: false,
    });
    expect(cost.outOfPocketClp).toBe(342_000);
    expect(cost.yearlyTotalClp).toBe(1_800_000 + 120_000 + 342_000);
    expect(cost.beyondContributionClp).toBe(120_000 + 120_000 + 342_000);
  });
  it('its annual cap limits the reimbursement', () => {
    const cost = run(preferred, { insurance: { ...insurance, annualCapUf: 10 } });
    expect(cost.insurance!.reimbursedClp).toBe(400_000);
    expect(cost.insurance!.capApplied).toBe(true);
    expect(cost.outOfPocketClp).toBe(510_000);
  });
  it('a deductible above the copay reimburses nothing; no cap means none applies', () => {
    expect(run(preferred, { insurance: { ...insurance, deductibleUf: 50 } }).insurance!.reimbursedClp).toBe(0);
    const big = run(
      { ...preferred, planTypeId: 2 },
      { network: 'libreEleccion', insurance: { ...insurance, annualCapUf: null } },
    );
    expect(big.insurance!.reimbursedClp).toBe(Math.round((2_900_000 - 200_000) * 0.8));
  });
});

describe('careCost with a catalogue insurance: per-benefit terms', () => {
  const product = {
    name: 'Complementario Salud Plus',
    reimbursementPct: 0,
    deductibleUf: 1,
    annualCapUf: null,
    monthlyPremiumClp: 25_000,
    benefits: {
      diaCama: { pct: 100, capUf: 5, capPeriod: 'diario' as const },
      parto: { pct: 50, capUf: 8, capPeriod: 'anual' as const },
    },
  };
  it('each line shows what the insurance pays of it; the total and the yearly figure follow', () => {
    const cost = run(preferred, { insurance: product });
    // copays 80.000 / 800.000 / 30.000; deductible 1 UF = 40.000 out of the day-bed; birth 50% capped at 8 UF
    expect(cost.lines.map((l) => l.insurancePaysClp)).toEqual([40_000, 320_000, 0]);
    expect(cost.insurance).toEqual({
      name: 'Complementario Salud Plus',
      deductibleClp: 40_000,
      reimbursedClp: 360_000,
      premiumsClp: 300_000,
      capApplied: false,
    });
    expect(cost.outOfPocketClp).toBe(910_000 - 360_000);
    expect(cost.yearlyTotalClp).toBe(12 * 150_000 + 300_000 + 550_000);
    expect(cost.lines[1]!.notes).toContain('seguro: tope del seguro para la prestación (8 UF anual)');
    expect(cost.lines[2]!.notes).toContain('seguro: el seguro no cubre esta prestación');
    expect(cost.steps.join(' ')).toMatch(
      /Complementario Salud Plus reembolsa según el porcentaje y el tope de cada prestación, sobre el deducible de 1 UF \(\$40\.000\): \$360\.000; primas \$300\.000 \(12 × \$25\.000\)/,
    );
  });
  it('without the explanation: the same totals', () => {
    const full = run(preferred, { insurance: product });
    const lean = run(preferred, { insurance: product, explain: false });
    expect({ ...lean, lines: full.lines, steps: full.steps }).toEqual(full);
  });
});

describe('careTermsKey: plans with one key cost care alike', () => {
  const termsArb = fc.record({
    planTypeId: fc.constantFrom(0, 1, 2),
    hospitalPct: fc.constantFrom(70, 80, 90),
    ambulatoryPct: fc.constantFrom(60, 70),
    preferredHospitalPct: fc.constantFrom(null, 90, 100),
    preferredAmbulatoryPct: fc.constantFrom(null, 70, 80),
    topeanualUf: fc.constantFrom(0, 40, 1000),
    restrictions: fc.constantFrom<number[]>([6], [1], [2], [3, 4], []),
  });
  const scenarioArb = fc
    .array(
      fc.record({
        benefit: fc.constantFrom(...CARE_BENEFIT_CODES),
        unitPriceClp: fc.integer({ min: 0, max: 3_000_000 }),
        quantity: fc.integer({ min: 0, max: 14 }),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((items): CareScenario => ({ ...birth, items: items.map((i) => ({ ...i, label: i.benefit })) }));
  it('equal keys give equal totals, with or without an insurance (property); different networks may differ', () => {
    let sameKeyPairs = 0;
    fc.assert(
      fc.property(
        termsArb,
        termsArb,
        scenarioArb,
        fc.constantFrom('preferente' as const, 'libreEleccion' as const),
        fc.boolean(),
        (a, b, scenario, network, withInsurance) => {
          if (careTermsKey(a, network) !== careTermsKey(b, network)) return;
          sameKeyPairs++;
          const insurance = withInsurance
            ? {
                name: 'S',
                reimbursementPct: 70,
                deductibleUf: 2,
                annualCapUf: 30,
                monthlyPremiumClp: 9_000,
                coverageFloor: { unit: '%' as const, value: 60 },
                paysWithoutPlanCoverage: false,
              }
            : null;
          const cost = (terms: PlanCoverageTerms) =>
            careCost({
              scenarios: [scenario],
              terms,
              network,
              ufValue: UF,
              monthlyPlanClp: 100_000,
              contributionClp: null,
              insurance,
              explain: false,
            });
          expect(cost(a)).toEqual(cost(b));
        },
      ),
      { numRuns: 3000 },
    );
    // The property is not vacuous: many pairs share a key.
    expect(sameKeyPairs).toBeGreaterThan(30);
  });
  it('the key tells apart what changes the cost', () => {
    expect(careTermsKey(preferred, 'preferente')).not.toBe(
      careTermsKey({ ...preferred, topeanualUf: 50 }, 'preferente'),
    );
    expect(careTermsKey(preferred, 'preferente')).not.toBe(careTermsKey(preferred, 'libreEleccion'));
    // A restriction on bariatric surgery (3) changes no simulated benefit; one on births (1) does.
    expect(careTermsKey({ ...preferred, restrictions: [3] }, 'preferente')).toBe(careTermsKey(preferred, 'preferente'));
    expect(careTermsKey({ ...preferred, restrictions: [1] }, 'preferente')).not.toBe(
      careTermsKey(preferred, 'preferente'),
    );
  });
});

describe('every scenario of the reference data', () => {
  const one = (items: CareScenario['items']): CareScenario => ({ ...birth, code: 'x', items });
  it('caesarean: 3 days, caesarean fee capped at 30 UF, exams', () => {
    const cost = run(preferred, {
      scenarios: [
        one([
          { benefit: 'diaCama', label: 'Día cama', unitPriceClp: 400_000, quantity: 3 },
          { benefit: 'parto', label: 'Cesárea', unitPriceClp: 3_000_000, quantity: 1 },
          { benefit: 'examenes', label: 'Exámenes', unitPriceClp: 150_000, quantity: 1 },
        ]),
      ],
    });
    expect(cost.lines.map((l) => l.planPaysClp)).toEqual([1_080_000, 1_200_000, 105_000]);
    expect(cost.copayClp).toBe(4_350_000 - 2_385_000);
  });
  it('appendectomy: day-bed, theatre and fees without per-unit caps', () => {
    const cost = run(preferred, {
      scenarios: [
        one([
          { benefit: 'diaCama', label: 'Día cama', unitPriceClp: 380_000, quantity: 2 },
          { benefit: 'pabellon', label: 'Pabellón', unitPriceClp: 1_200_000, quantity: 1 },
          { benefit: 'honorarios', label: 'Honorarios', unitPriceClp: 1_500_000, quantity: 1 },
          { benefit: 'imagenes', label: 'Ecografía', unitPriceClp: 120_000, quantity: 1 },
        ]),
      ],
    });
    expect(cost.lines.map((l) => l.planPaysClp)).toEqual([684_000, 1_080_000, 1_350_000, 84_000]);
    expect(cost.copayClp).toBe(3_580_000 - 3_198_000);
  });
  it('a year of cancer treatment: chemotherapy at the hospital %, consultations capped, medicines uncovered', () => {
    const cost = run(
      { ...preferred, topeanualUf: 0 },
      {
        scenarios: [
          one([
            { benefit: 'quimioterapia', label: 'Quimioterapia', unitPriceClp: 1_800_000, quantity: 12 },
            { benefit: 'consulta', label: 'Consulta oncólogo', unitPriceClp: 60_000, quantity: 12 },
            { benefit: 'medicamentos', label: 'Medicamentos', unitPriceClp: 250_000, quantity: 12 },
          ]),
        ],
      },
    );
    // chemo 21.600.000 × 90% = 19.440.000; consult 60.000 × 70% = 42.000 > 1,2 UF = 48.000? no: 42.000 each
    expect(cost.lines.map((l) => l.planPaysClp)).toEqual([19_440_000, 504_000, 0]);
    expect(cost.lines[2]!.notes).toContain('el plan no cubre esta prestación');
    expect(cost.copayClp).toBe(21_600_000 + 720_000 + 3_000_000 - 19_944_000);
  });
  it('a typical outpatient year with the visitor’s N consultations: the 1,2 UF cap per consultation', () => {
    const outpatient = one([
      { benefit: 'consulta', label: 'Consulta', unitPriceClp: 80_000, quantity: 6 },
      { benefit: 'examenes', label: 'Exámenes', unitPriceClp: 35_000, quantity: 4 },
      { benefit: 'medicamentos', label: 'Medicamentos', unitPriceClp: 25_000, quantity: 12 },
    ]);
    const cost = run(preferred, { scenarios: [withQuantities(outpatient, { consulta: 10 })] });
    // 80.000 × 70% = 56.000 > 1,2 UF = 48.000 → 10 × 48.000
    expect(cost.lines.map((l) => [l.quantity, l.planPaysClp])).toEqual([
      [10, 480_000],
      [4, 98_000],
      [12, 0],
    ]);
    expect(cost.copayClp).toBe(800_000 + 140_000 + 300_000 - 578_000);
  });
  it('several scenarios add up and share one annual cap', () => {
    const both = run({ ...preferred, topeanualUf: 50 }, { scenarios: [birth, birth] });
    expect(both.planPaysClp).toBe(2_000_000);
    expect(both.annualCapApplied).toBe(true);
  });
});

describe('withQuantities and scenarioErrors', () => {
  it('keeps quantities not given, and the scenario when nothing is given', () => {
    expect(withQuantities(birth, undefined)).toBe(birth);
    expect(withQuantities(birth, { examenes: 3 }).items.map((i) => i.quantity)).toEqual([2, 1, 3]);
  });
  it('a quantity scoped to one scenario wins there and leaves the others alone', () => {
    const outpatient = { ...birth, code: 'ambulatorio-anual' };
    const quantities = { 'ambulatorio-anual.examenes': 6, examenes: 2, 'otro.diaCama': 9 };
    expect(withQuantities(outpatient, quantities).items.map((i) => i.quantity)).toEqual([2, 1, 6]);
    expect(withQuantities(birth, quantities).items.map((i) => i.quantity)).toEqual([2, 1, 2]);
    expect(withQuantities(birth, { 'ambulatorio-anual.examenes': 6 }).items.map((i) => i.quantity)).toEqual([2, 1, 1]);
  });
  it('Spanish messages for what an editor got wrong', () => {
    expect(scenarioErrors(birth)).toEqual([]);
    expect(
      scenarioErrors({
        name: 'x',
        source: '',
        asOf: '2026-13-45',
        items: [{ benefit: 'nada' as never, label: '', unitPriceClp: -1, quantity: 1.5 }],
      }),
    ).toEqual([
      'name: el nombre debe tener al menos 3 caracteres',
      'source: indica la fuente de los precios de referencia',
      'asOf: la fecha debe tener el formato AAAA-MM-DD',
      'items.0.benefit: prestación desconocida',
      'items.0.unitPriceClp: el precio debe ser un monto entero en pesos',
      'items.0.quantity: la cantidad debe ser un entero entre 0 y 365',
      'items.0.label: falta la descripción',
    ]);
    expect(scenarioErrors({ ...birth, items: [] })).toEqual(['items: el escenario debe tener al menos una prestación']);
  });
});

describe('careCost without the explanation (a search sorting thousands of plans)', () => {
  it('gives the same totals with no lines and no steps', () => {
    for (const terms of [preferred, { ...preferred, topeanualUf: 30 }, { ...preferred, restrictions: [1] }]) {
      const full = run(terms);
      const lean = run(terms, { explain: false });
      expect(lean.lines).toEqual([]);
      expect(lean.steps).toEqual([]);
      expect({ ...lean, lines: full.lines, steps: full.steps }).toEqual(full);
    }
  });
});

describe('careCoverage and carePremiums', () => {
  const insurance = {
    name: 'Seguro complementario',
    reimbursementPct: 80,
    deductibleUf: 5,
    annualCapUf: 20,
    monthlyPremiumClp: 10_000,
  };
  it('joined, they are careCost: the coverage reads no premium, the premiums add the totals and last steps', () => {
    const capped = { ...preferred, topeanualUf: 30, restrictions: [1] };
    for (const terms of [preferred, capped])
      for (const extra of [{}, { insurance }, { contributionClp: null }, { monthlyPlanClp: 0, insurance }]) {
        const input = {
          scenarios: [birth],
          terms,
          network: 'preferente' as const,
          ufValue: UF,
          monthlyPlanClp: 150_000,
          contributionClp: 140_000 as number | null,
          ...extra,
        };
        const coverage = careCoverage(input);
        const joined = joinCareCost(coverage, carePremiums(coverage, input.monthlyPlanClp, input.contributionClp));
        expect(joined).toEqual(careCost(input));
        expect(JSON.stringify(joined)).toBe(JSON.stringify(careCost(input)));
        // The same coverage for another premium: only the premiums differ.
        const other = careCost({ ...input, monthlyPlanClp: 90_000, contributionClp: 50_000 });
        expect(joinCareCost(coverage, carePremiums(coverage, 90_000, 50_000))).toEqual(other);
      }
  });
});
