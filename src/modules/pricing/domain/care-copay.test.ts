import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARE_BENEFIT_CODES,
  careCost,
  type CareNetwork,
  type CareScenario,
  type PlanCoverageTerms,
} from './care-cost.js';
import { CARE_BENEFIT_COUNT, careCopayClp, careLinesOf, writeCareTerms } from './care-copay.js';

const termsArb: fc.Arbitrary<PlanCoverageTerms> = fc.record({
  planTypeId: fc.constantFrom(0, 1, 2),
  hospitalPct: fc.integer({ min: 0, max: 100 }),
  ambulatoryPct: fc.integer({ min: 0, max: 100 }),
  preferredHospitalPct: fc.option(fc.integer({ min: 0, max: 110 })),
  preferredAmbulatoryPct: fc.option(fc.integer({ min: 0, max: 110 })),
  topeanualUf: fc.constantFrom(0, 0, 15, 90, 500, 1234.5, 5000),
  restrictions: fc.constantFrom<number[]>([6], [], [1], [2], [1, 2, 5], [3, 4]),
});

const scenarioArb: fc.Arbitrary<CareScenario> = fc
  .array(
    fc.record({
      benefit: fc.constantFrom(...CARE_BENEFIT_CODES),
      label: fc.constant('línea'),
      unitPriceClp: fc.oneof(fc.integer({ min: 0, max: 20_000_000 }), fc.double({ min: 0, max: 5e6, noNaN: true })),
      quantity: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double({ min: 0, max: 30, noNaN: true })),
    }),
    { maxLength: 12 },
  )
  .map((items) => ({
    code: 'prueba',
    name: 'Prueba',
    description: '',
    source: 'prueba',
    asOf: '2026-11-01',
    sample: true,
    items,
  }));

describe('careCopayClp', () => {
  it('gives the copay and yearly total careCost gives with no premium and no insurance (property)', () => {
    fc.assert(
      fc.property(
        termsArb,
        fc.constantFrom<CareNetwork>('preferente', 'libreEleccion'),
        fc.array(scenarioArb, { minLength: 1, maxLength: 3 }),
        fc.oneof(fc.constant(39_214.8), fc.double({ min: 20_000, max: 50_000, noNaN: true })),
        fc.integer({ min: 0, max: 3 }),
        (terms, network, scenarios, ufValue, slot) => {
          // Another plan's terms around this one's: the offset must pick only its own.
          const pct = new Float64Array(4 * CARE_BENEFIT_COUNT).fill(50);
          const capUf = new Float64Array(4 * CARE_BENEFIT_COUNT).fill(1);
          writeCareTerms(terms, network, pct, capUf, slot * CARE_BENEFIT_COUNT);
          const copay = careCopayClp(
            careLinesOf(scenarios),
            pct,
            capUf,
            slot * CARE_BENEFIT_COUNT,
            terms.topeanualUf,
            ufValue,
          );
          const expected = careCost({
            scenarios,
            terms,
            network,
            ufValue,
            monthlyPlanClp: 0,
            contributionClp: null,
            insurance: null,
            explain: false,
          });
          expect(copay).toBe(expected.copayClp);
          expect(copay).toBe(expected.yearlyTotalClp);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('cuts a line to its cap per unit and the year to the annual cap', () => {
    const terms: PlanCoverageTerms = {
      planTypeId: 1,
      hospitalPct: 100,
      ambulatoryPct: 100,
      preferredHospitalPct: null,
      preferredAmbulatoryPct: null,
      topeanualUf: 100,
      restrictions: [6],
    };
    const pct = new Float64Array(CARE_BENEFIT_COUNT);
    const capUf = new Float64Array(CARE_BENEFIT_COUNT);
    writeCareTerms(terms, 'preferente', pct, capUf, 0);
    const lines = careLinesOf([
      {
        code: 'x',
        name: 'X',
        description: '',
        source: 's',
        asOf: '2026-11-01',
        sample: true,
        items: [
          // Consultations: cap 1.2 UF each = $48.000 at UF $40.000; billed $60.000 × 2.
          { benefit: 'consulta', label: 'Consulta', unitPriceClp: 60_000, quantity: 2 },
          // Surgery fees $5.000.000, no cap per unit, but the annual cap (100 UF = $4.000.000) less $96.000.
          { benefit: 'honorarios', label: 'Honorarios', unitPriceClp: 5_000_000, quantity: 1 },
        ],
      },
    ]);
    expect(careCopayClp(lines, pct, capUf, 0, 100, 40_000)).toBe(120_000 - 96_000 + 5_000_000 - 3_904_000);
  });

  it('refuses a benefit careCost does not know', () => {
    const unknown = {
      benefit: 'magia',
      label: '?',
      unitPriceClp: 1,
      quantity: 1,
    } as unknown as CareScenario['items'][number];
    expect(() =>
      careLinesOf([
        { code: 'x', name: 'X', description: '', source: 's', asOf: '2026-11-01', sample: true, items: [unknown] },
      ]),
    ).toThrow(/desconocida/);
  });
});
