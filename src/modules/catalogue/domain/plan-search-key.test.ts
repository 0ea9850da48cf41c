import { describe, expect, it } from 'vitest';
import { ratesVersion } from './compare-answer-key.js';
import { EMPTY_PLAN_FILTER, type PlanFilter } from './plan-search.js';
import {
  planScenariosVersion,
  planSearchKey,
  type PlanSearchKeyInput,
  type PlanSearchVersions,
} from './plan-search-key.js';

const SCENARIO = {
  code: 'parto-normal',
  name: 'Parto normal',
  description: '',
  items: [{ benefit: 'dayBed', quantity: 2, unitPriceClp: 450_000 }],
  source: 'Datos de ejemplo',
  asOf: '2026-11-01',
  sample: true,
};

const VERSIONS: PlanSearchVersions = {
  catalogue: '7.1.7',
  rates: ratesVersion({ uf: { value: 39_000, date: '2026-12-01' }, rates: { UF: 39_000, USD: 950 } }),
  scenarios: '',
  insurance: 'null',
  day: '2026-12-02',
};

function search(overrides: Partial<PlanSearchKeyInput> = {}, filter: Partial<PlanFilter> = {}): PlanSearchKeyInput {
  return {
    filter: { ...EMPTY_PLAN_FILTER, ...filter },
    profile: { cotizante: [{ edad: 40, sexo: 'Masculino', ingreso: 1_500_000 }], cargas: [{ edad: 8 }] },
    page: 1,
    take: 10,
    fromPrice: null,
    toPrice: null,
    onlyBudget: false,
    order: 'lowerPrice',
    scenarios: [],
    network: 'preferente',
    quantities: {},
    ...overrides,
  };
}

const key = (overrides: Partial<PlanSearchKeyInput> = {}, filter: Partial<PlanFilter> = {}, versions = VERSIONS) =>
  planSearchKey(search(overrides, filter), versions);

const WITH_CARE: Partial<PlanSearchKeyInput> = { scenarios: ['parto-normal'], order: 'yearlyCost' };
const CARE_VERSIONS = { ...VERSIONS, scenarios: planScenariosVersion([SCENARIO]) };

describe('planSearchKey', () => {
  it('is the same for equivalent searches', () => {
    const base = key();
    expect(key()).toBe(base);
    // Lists the search reads as sets: order and repeats do not matter.
    expect(key({}, { isapres: [3, 1, 3] })).toBe(key({}, { isapres: [1, 3] }));
    expect(key({}, { clinics: [20, 10] })).toBe(key({}, { clinics: [10, 20, 10] }));
    expect(key({}, { modalities: [2, 0] })).toBe(key({}, { modalities: [0, 2] }));
    expect(key({}, { excludedRestrictions: [6, 1] })).toBe(key({}, { excludedRestrictions: [1, 6, 6] }));
    expect(key({}, { states: ['No Comercializable', 'Comercializable'] })).toBe(
      key({}, { states: ['Comercializable', 'No Comercializable'] }),
    );
    // No state asked is only Comercializable, as the search reads it.
    expect(key({}, { states: [] })).toBe(base);
    // The profile's members in another spelling order (object keys), the same profile.
    expect(
      key({ profile: { cargas: [{ edad: 8 }], cotizante: [{ ingreso: 1_500_000, sexo: 'Masculino', edad: 40 }] } }),
    ).toBe(base);
    // Without scenarios, no cost of care: the network and the quantities change nothing.
    expect(key({ network: 'libreEleccion', quantities: { dayBed: 3 } })).toBe(base);
    // Quantities as an object: key order and undefined members do not matter.
    expect(key({ ...WITH_CARE, quantities: { a: 1, b: 2 } }, {}, CARE_VERSIONS)).toBe(
      key({ ...WITH_CARE, quantities: { b: 2, a: 1, c: undefined } }, {}, CARE_VERSIONS),
    );
  });

  it('changes with every field that changes the answer', () => {
    const base = key();
    const variants: [string, string][] = [
      ['isapres', key({}, { isapres: [1] })],
      ['no isapre (a site that shows none)', key({}, { isapres: [0] })],
      ['modalities', key({}, { modalities: [1] })],
      ['clinics', key({}, { clinics: [10] })],
      ['minHospitalPct', key({}, { minHospitalPct: 80 })],
      ['minAmbulatoryPct', key({}, { minAmbulatoryPct: 80 })],
      ['minTopeUf', key({}, { minTopeUf: 1000 })],
      ['region', key({}, { region: '13' })],
      ['maternity', key({}, { maternity: 'conParto' })],
      ['excludedRestrictions', key({}, { excludedRestrictions: [1] })],
      ['states', key({}, { states: ['No Comercializable'] })],
      [
        'profile: an age',
        key({ profile: { cotizante: [{ edad: 41, sexo: 'Masculino', ingreso: 1_500_000 }], cargas: [{ edad: 8 }] } }),
      ],
      [
        'profile: the income',
        key({ profile: { cotizante: [{ edad: 40, sexo: 'Masculino', ingreso: 1_600_000 }], cargas: [{ edad: 8 }] } }),
      ],
      [
        'profile: a carga more',
        key({
          profile: {
            cotizante: [{ edad: 40, sexo: 'Masculino', ingreso: 1_500_000 }],
            cargas: [{ edad: 8 }, { edad: 1 }],
          },
        }),
      ],
      ['no profile', key({ profile: null })],
      ['page', key({ page: 2 })],
      ['take', key({ take: 20 })],
      ['fromPrice', key({ fromPrice: 100_000 })],
      ['toPrice', key({ toPrice: 300_000 })],
      ['onlyBudget', key({ onlyBudget: true })],
      ['order', key({ order: 'recommended' })],
      ['scenarios', key(WITH_CARE, {}, CARE_VERSIONS)],
      ['catalogue version', key({}, {}, { ...VERSIONS, catalogue: '8.2.8' })],
      [
        'rates',
        key({}, {}, { ...VERSIONS, rates: ratesVersion({ uf: { value: 39_001, date: '2026-12-02' }, rates: {} }) }),
      ],
      ['day', key({}, {}, { ...VERSIONS, day: '2026-12-03' })],
      ['insurance', key({}, {}, { ...VERSIONS, insurance: '{"kind":"complementario"}' })],
    ];
    const keys = new Set([base]);
    for (const [field, variant] of variants) {
      expect(variant, field).not.toBe(base);
      keys.add(variant);
    }
    // …and each from every other.
    expect(keys.size).toBe(variants.length + 1);
  });

  it('changes with the care: network, quantities, scenario order and content', () => {
    const care = key(WITH_CARE, {}, CARE_VERSIONS);
    expect(key({ ...WITH_CARE, network: 'libreEleccion' }, {}, CARE_VERSIONS)).not.toBe(care);
    expect(key({ ...WITH_CARE, quantities: { dayBed: 3 } }, {}, CARE_VERSIONS)).not.toBe(care);
    expect(key({ ...WITH_CARE, scenarios: ['parto-normal', 'apendicectomia'] }, {}, CARE_VERSIONS)).not.toBe(
      key({ ...WITH_CARE, scenarios: ['apendicectomia', 'parto-normal'] }, {}, CARE_VERSIONS),
    );
    // A back-office edit of the scenario's prices: a new content version.
    const edited = planScenariosVersion([{ ...SCENARIO, items: [{ ...SCENARIO.items[0]!, unitPriceClp: 460_000 }] }]);
    expect(edited).not.toBe(CARE_VERSIONS.scenarios);
    expect(key(WITH_CARE, {}, { ...CARE_VERSIONS, scenarios: edited })).not.toBe(care);
    expect(planScenariosVersion([{ ...SCENARIO, source: 'Otra fuente' }])).not.toBe(CARE_VERSIONS.scenarios);
  });
});
