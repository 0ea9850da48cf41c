import { describe, expect, it } from 'vitest';
import { canonicalJson, compareAnswerKey, ratesVersion, type CompareAnswerVersions } from './compare-answer-key.js';
import type { CompareRequest } from './compare.js';

const VERSIONS: CompareAnswerVersions = {
  catalogue: '7.1',
  rates: ratesVersion({ uf: { value: 39_000, date: '2026-12-01' }, rates: { UF: 39_000, USD: 950 } }),
};

function request(overrides: Partial<CompareRequest> = {}): CompareRequest {
  return {
    profile: {
      cotizante: [{ edad: 40, sexo: 'Masculino', ingreso: 1_500_000 }],
      cargas: [{ edad: 8 }, { edad: 3 }],
    },
    page: 1,
    take: 20,
    insuranceTypes: [],
    organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
    organizations: [],
    coverageCountries: [],
    coverageOrganizations: [],
    features: [],
    featuresFilter: false,
    fromPrice: null,
    toPrice: null,
    fromDeductible: null,
    toDeductible: null,
    deductiblesToCompare: [],
    targetCurrency: null,
    productType: null,
    order: 'lowerPrice',
    uuid: null,
    ponderer: null,
    comparator: 'Seguros-de-Salud',
    displayShowcase: false,
    location: null,
    restriction: null,
    ...overrides,
  } as CompareRequest;
}

const key = (overrides: Partial<CompareRequest> = {}, versions = VERSIONS) =>
  compareAnswerKey(request(overrides), versions);

describe('compareAnswerKey', () => {
  it('is the same for equivalent requests', () => {
    const base = key();
    // The uuid is written per request, not part of the answer that is kept.
    expect(key({ uuid: 'a2b7…' })).toBe(base);
    // Lists read as sets: order and repeats do not matter.
    expect(key({ organizationType: ['CLINICA', 'ASEGURADORA', 'ISAPRE', 'ISAPRE'] })).toBe(base);
    expect(key({ features: ['dental', 'urgencia'] })).toBe(key({ features: ['urgencia', 'dental', 'dental'] }));
    expect(key({ organizations: ['sura', 7] })).toBe(key({ organizations: [7, 'sura'] }));
    expect(key({ insuranceTypes: ['COMPLEMENTARIO', 3] })).toBe(key({ insuranceTypes: [3, 'COMPLEMENTARIO'] }));
    expect(key({ coverageCountries: ['US', 'CL'] })).toBe(key({ coverageCountries: ['CL', 'US'] }));
    expect(key({ coverageOrganizations: [2, 1] })).toBe(key({ coverageOrganizations: [1, 2] }));
    // The profile's members in another order, the same profile.
    const profile = {
      cargas: [{ edad: 8 }, { edad: 3 }],
      cotizante: [{ ingreso: 1_500_000, sexo: 'Masculino', edad: 40 }],
    };
    expect(key({ profile: profile as CompareRequest['profile'] })).toBe(base);
    // No currency asked on an edition means the edition's own.
    const peru = { organizationCodes: null, hiddenOrganizationTypes: [], countryCode: 'PE', currency: 'PEN' } as const;
    expect(key({ restriction: peru })).toBe(key({ restriction: peru, targetCurrency: 'PEN' }));
    // A restriction's codes compare without case, as a set.
    const partner = (codes: string[]) => ({ organizationCodes: codes, hiddenOrganizationTypes: ['CLINICA' as const] });
    expect(key({ restriction: partner(['sura', 'BICE']) })).toBe(key({ restriction: partner(['bice', 'SURA']) }));
  });

  it('differs whenever the answer may differ', () => {
    const variants: Partial<CompareRequest>[] = [
      {},
      { profile: null },
      {
        profile: {
          cotizante: [{ edad: 41, sexo: 'Masculino', ingreso: 1_500_000 }],
          cargas: [{ edad: 8 }, { edad: 3 }],
        },
      },
      {
        profile: {
          cotizante: [{ edad: 40, sexo: 'Femenino', ingreso: 1_500_000 }],
          cargas: [{ edad: 8 }, { edad: 3 }],
        },
      },
      {
        profile: {
          cotizante: [{ edad: 40, sexo: 'Masculino', ingreso: 1_600_000 }],
          cargas: [{ edad: 8 }, { edad: 3 }],
        },
      },
      // Cargas in another order: kept apart (the comparison is not known to ignore their order).
      {
        profile: {
          cotizante: [{ edad: 40, sexo: 'Masculino', ingreso: 1_500_000 }],
          cargas: [{ edad: 3 }, { edad: 8 }],
        },
      },
      { page: 2 },
      { take: 10 },
      { insuranceTypes: [3] },
      { insuranceTypes: ['3'] },
      { organizationType: ['ASEGURADORA'] },
      { organizations: ['sura'] },
      { coverageCountries: ['US'] },
      { coverageOrganizations: [1] },
      { features: ['dental'] },
      { featuresFilter: true },
      { fromPrice: 10_000 },
      { toPrice: 10_000 },
      { fromDeductible: 1 },
      { toDeductible: 1 },
      { deductiblesToCompare: [1] },
      { targetCurrency: 'USD' },
      { targetCurrency: 'CLP' },
      { productType: 'EPS' },
      { order: 'recommended' },
      { ponderer: 0.5 },
      { comparator: null },
      { comparator: 5 },
      { displayShowcase: true },
      { location: { lat: -33.4, lng: -70.6 } },
      { restriction: { organizationCodes: null, hiddenOrganizationTypes: [] } },
      { restriction: { organizationCodes: null, hiddenOrganizationTypes: ['CLINICA'] } },
      { restriction: { organizationCodes: ['SURA'], hiddenOrganizationTypes: [] } },
      { restriction: { organizationCodes: null, hiddenOrganizationTypes: [], showcase: true } },
      { restriction: { organizationCodes: null, hiddenOrganizationTypes: [], countryCode: 'CO', currency: 'COP' } },
    ];
    const keys = variants.map((v) => key(v));
    expect(new Set(keys).size).toBe(variants.length);
  });

  it('differs for another catalogue or other rates', () => {
    const base = key();
    expect(key({}, { ...VERSIONS, catalogue: '8.2' })).not.toBe(base);
    const otherDay = ratesVersion({ uf: { value: 39_000, date: '2026-12-02' }, rates: { UF: 39_000, USD: 950 } });
    expect(key({}, { ...VERSIONS, rates: otherDay })).not.toBe(base);
    const otherDollar = ratesVersion({ uf: { value: 39_000, date: '2026-12-01' }, rates: { UF: 39_000, USD: 951 } });
    expect(otherDollar).not.toBe(VERSIONS.rates);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys, keeps array order and leaves undefined members out', () => {
    expect(canonicalJson({ b: 1, a: [2, 1], c: undefined, d: { y: null, x: 'é' } })).toBe(
      '{"a":[2,1],"b":1,"d":{"x":"é","y":null}}',
    );
  });
});
