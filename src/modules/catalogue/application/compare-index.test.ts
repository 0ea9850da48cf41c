import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceIndex } from '../../pricing/index.js';
import { buildRateMatrix, householdOf } from '../../pricing/domain/rate-matrix.js';
import { AGE_BANDS, type TariffRow } from '../../pricing/domain/tariff.js';
import {
  buildProductIndex,
  countryBit,
  haversineKm,
  indexStats,
  organizationTypeBit,
  queryIndex,
  type IndexFilter,
} from './compare-index.js';
import type { IndexRow } from '../domain/compare-index-row.js';
import type { OrganizationRow } from '../domain/organization.js';

/** How far apart two prices are, relative to the expected one: 0 when both are NaN (no price), Infinity when one is. */
function relativeGap(got: number, want: number): number {
  if (Number.isNaN(got) || Number.isNaN(want)) return Number.isNaN(got) && Number.isNaN(want) ? 0 : Infinity;
  return Math.abs(got - want) / Math.max(1, Math.abs(want));
}

const org = (id: number, type: OrganizationRow['organizationType']): OrganizationRow => ({
  id,
  organizationCode: `O${id}`,
  displayName: `Org ${id}`,
  legalName: null,
  organizationType: type,
  typeAlias: type,
  urlSegment: `org-${id}`,
  image: null,
  website: null,
  qpclCodes: [],
  metadata: {},
  countryCode: 'CL',
  region: null,
  city: null,
  address: null,
  lat: null,
  lng: null,
  isOpen: true,
  gesUf: null,
  availableToSell: true,
  sample: true,
});

/** Guard-model products (flat reference rate): price = rate × 12 UF. */
function fixture(rates: number[], extra: (i: number) => Partial<IndexRow> = () => ({})) {
  const rows: IndexRow[] = rates.map((_, i) => ({
    id: i + 1,
    typeId: (i % 3) + 1,
    organizationId: (i % 2) + 1,
    exclusive: false,
    isPromoted: i % 5 === 0,
    requestCount: (i * 37) % 11,
    evaluationScore: 5 + (i % 4),
    recommendedScore: ((i * 13) % 7) / 7,
    deductibleMinUf: i % 4 === 0 ? null : i % 10,
    countries: i % 2 === 0 ? ['CL'] : ['CL', 'US'],
    featureIds: i % 3 === 0 ? [2, 5] : [5],
    prestadorIds: i % 2 === 0 ? [10] : [11],
    sample: true,
    ...extra(i),
  }));
  const prices = new PriceIndex(
    rows.map((r, i) => ({
      productId: r.id,
      kind: 'guardia' as const,
      unit: 'UF',
      minEmployees: null,
      discountPct: 0,
      referenceRate: rates[i]!,
      rates: new Float64Array(0),
    })),
  );
  const organizations = new Map([
    [1, org(1, 'ASEGURADORA')],
    [2, org(2, 'ISAPRE')],
  ]);
  return buildProductIndex(rows, organizations, prices);
}

const anyFilter: IndexFilter = {
  typeIds: null,
  organizationTypeMask:
    organizationTypeBit('ASEGURADORA') | organizationTypeBit('ISAPRE') | organizationTypeBit('CLINICA'),
  organizationIds: null,
  countryMask: 0,
  featureIds: [],
  prestadorIds: null,
  productIds: null,
  minPriceClp: Number.NaN,
  maxPriceClp: Number.NaN,
  minDeductibleUf: Number.NaN,
  maxDeductibleUf: Number.NaN,
};
const rates = { UF: 1000, USD: 950 };
const household = householdOf(null);

describe('queryIndex', () => {
  it('pages by price with a bounded heap exactly like a full sort (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: 0.01, max: 50, noNaN: true }), fc.constant(Number.NaN)), {
          minLength: 1,
          maxLength: 80,
        }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('lowerPrice' as const, 'higherPrice' as const),
        (prices, skip, take, order) => {
          const index = fixture(prices);
          const result = queryIndex(index, { filter: anyFilter, order, skip, take, household, rates });
          const sign = order === 'lowerPrice' ? 1 : -1;
          const expected = prices
            .map((p, i) => ({ p, id: i + 1 }))
            .sort((a, b) => {
              if (Number.isNaN(a.p)) return Number.isNaN(b.p) ? a.id - b.id : 1;
              if (Number.isNaN(b.p)) return -1;
              return (a.p - b.p) * sign || a.id - b.id;
            })
            .slice(skip, skip + take)
            .map((x) => x.id);
          expect(result.total).toBe(prices.length);
          expect(result.positions.map((i) => index.ids[i])).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('filters by organization type, ids, types, countries, features, providers, showcase and promotion', () => {
    const index = fixture(Array.from({ length: 30 }, (_, i) => i + 1));
    const ids = (filter: Partial<IndexFilter>) =>
      queryIndex(index, {
        filter: { ...anyFilter, ...filter },
        order: 'lowerPrice',
        skip: 0,
        take: 100,
        household,
        rates,
      }).positions.map((i) => index.ids[i]);
    // Some products match, and each matching one passes the test (an empty answer would pass `every` alone).
    const allMatch = (filter: Partial<IndexFilter>, test: (id: number) => boolean) => {
      const found = ids(filter);
      return found.length > 0 && found.every((id) => test(id!));
    };
    expect(allMatch({ organizationTypeMask: organizationTypeBit('ISAPRE') }, (id) => id % 2 === 0)).toBe(true);
    expect(ids({ organizationTypeMask: organizationTypeBit('CLINICA') })).toEqual([]);
    expect(allMatch({ organizationIds: new Set([1]) }, (id) => id % 2 === 1)).toBe(true);
    expect(allMatch({ typeIds: new Set([2]) }, (id) => (id - 1) % 3 === 1)).toBe(true);
    expect(allMatch({ countryMask: countryBit('US') }, (id) => (id - 1) % 2 === 1)).toBe(true);
    expect(allMatch({ featureIds: [2, 5] }, (id) => (id - 1) % 3 === 0)).toBe(true);
    expect(ids({ featureIds: [3] })).toEqual([]);
    expect(allMatch({ prestadorIds: new Set([10]) }, (id) => (id - 1) % 2 === 0)).toBe(true);
    expect(ids({ productIds: new Set([3, 7]) })).toEqual([3, 7]);
    expect(ids({ promotedOnly: true })).toEqual([1, 6, 11, 16, 21, 26]);
  });

  it('filters by price (CLP) and deductible (UF), excluding unknown deductibles', () => {
    const index = fixture(Array.from({ length: 10 }, (_, i) => i + 1));
    const run = (filter: Partial<IndexFilter>) =>
      queryIndex(index, {
        filter: { ...anyFilter, ...filter },
        order: 'lowerPrice',
        skip: 0,
        take: 100,
        household,
        rates,
      });
    // price = rate × 12 months × 1000 CLP per UF
    expect(run({ minPriceClp: 24_000, maxPriceClp: 48_000 }).positions.map((i) => index.ids[i])).toEqual([2, 3, 4]);
    const deductible = run({ minDeductibleUf: 2, maxDeductibleUf: 6 });
    expect(deductible.positions.map((i) => index.ids[i])).toEqual([3, 4, 6, 7]);
  });

  it('orders by the static keys and pages them', () => {
    const index = fixture(Array.from({ length: 25 }, (_, i) => i + 1));
    const all = queryIndex(index, { filter: anyFilter, order: 'recommended', skip: 0, take: 25, household, rates });
    const scores = all.positions.map((i) => index.recommended[i]!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const page2 = queryIndex(index, { filter: anyFilter, order: 'recommended', skip: 10, take: 10, household, rates });
    expect(page2.positions).toEqual(all.positions.slice(10, 20));
    expect(page2.total).toBe(25);
    const popular = queryIndex(index, { filter: anyFilter, order: 'popular', skip: 0, take: 25, household, rates });
    const counts = popular.positions.map((i) => index.requestCount[i]!);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('orders by distance to the nearest provider when a location is given', () => {
    const index = fixture([1, 2, 3, 4]);
    const result = queryIndex(index, {
      filter: anyFilter,
      order: 'distance',
      skip: 0,
      take: 4,
      household,
      rates,
      distanceTo: (id) => (id === 11 ? 1 : 5),
    });
    expect(result.positions.map((i) => index.ids[i])).toEqual([2, 4, 1, 3]);
    expect(Math.round(haversineKm({ lat: -33.45, lng: -70.66 }, { lat: -33.39, lng: -70.57 }))).toBe(11);
  });
});

describe('threshold algorithm (price orders over per-person products)', () => {
  function personIndex(
    bases: { base: number; unit: 'UF' | 'CLP'; shape: number; maxBand: number; accident: boolean }[],
  ) {
    const matrices = bases.map((b) => {
      const rows: TariffRow[] = [];
      AGE_BANDS.slice(2, b.maxBand + 1).forEach((band, i) => {
        for (const sexo of ['Masculino', 'Femenino'] as const) {
          rows.push({
            role: 'cotizante',
            ageFrom: band.from,
            ageTo: band.to,
            sexo,
            especie: null,
            rate: b.base * (1 + i * b.shape) * (sexo === 'Femenino' ? 1.1 : 1),
            unit: b.unit,
          });
        }
      });
      rows.push({
        role: 'carga',
        ageFrom: 2,
        ageTo: 17,
        sexo: null,
        especie: null,
        rate: b.base * (0.3 + b.shape),
        unit: b.unit,
      });
      return buildRateMatrix(b.accident ? 'accidente' : 'persona', rows);
    });
    const prices = new PriceIndex(
      bases.map((b, i) => ({
        productId: i + 1,
        kind: b.accident ? ('accidente' as const) : ('persona' as const),
        unit: b.unit,
        minEmployees: null,
        discountPct: i % 7 === 0 ? 10 : 0,
        referenceRate: matrices[i]!.referenceRate,
        rates: Float64Array.from(matrices[i]!.rates),
      })),
    );
    const rows: IndexRow[] = bases.map((_, i) => ({
      id: i + 1,
      typeId: (i % 2) + 1,
      organizationId: (i % 2) + 1,
      exclusive: false,
      isPromoted: false,
      requestCount: i,
      evaluationScore: 5,
      recommendedScore: 0.5,
      deductibleMinUf: null,
      countries: ['CL'],
      featureIds: [],
      prestadorIds: [],
      sample: true,
    }));
    return buildProductIndex(
      rows,
      new Map([
        [1, org(1, 'ASEGURADORA')],
        [2, org(2, 'ISAPRE')],
      ]),
      prices,
    );
  }

  it('answers exactly the page a full scan would (property)', () => {
    const before = indexStats.thresholdPages;
    const product = fc.record({
      base: fc.double({ min: 0.1, max: 3, noNaN: true }),
      unit: fc.constantFrom('UF' as const, 'CLP' as const),
      shape: fc.double({ min: 0, max: 0.4, noNaN: true }),
      maxBand: fc.integer({ min: 8, max: 14 }),
      accident: fc.boolean(),
    });
    const person = fc.record({
      edad: fc.integer({ min: 18, max: 85 }),
      sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
    });
    const profile = fc.option(
      fc.record({
        cotizante: fc.array(person, { minLength: 1, maxLength: 2 }),
        cargas: fc.array(fc.record({ edad: fc.integer({ min: 0, max: 20 }) }), { maxLength: 3 }),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(product, { minLength: 20, maxLength: 120 }),
        profile,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('lowerPrice' as const, 'higherPrice' as const),
        fc.constantFrom<ReadonlySet<number>>(new Set([1, 2]), new Set([1])),
        (products, p, skip, take, order, typeIds) => {
          const index = personIndex(products);
          const household = householdOf(p);
          const rates = { UF: 39_000, USD: 950 };
          const filter = { ...anyFilter, typeIds };
          const result = queryIndex(index, { filter, order, skip, take, household, rates });
          const sign = order === 'lowerPrice' ? 1 : -1;
          const expected = products
            .map((_, i) => ({ i, id: i + 1, price: index.prices.priceClp(i, household, rates) }))
            .filter((x) => typeIds.has(index.typeIds[x.i]!))
            .sort((a, b) => {
              if (Number.isNaN(a.price)) return Number.isNaN(b.price) ? a.id - b.id : 1;
              if (Number.isNaN(b.price)) return -1;
              return (a.price - b.price) * sign || a.id - b.id;
            });
          expect(result.total).toBe(expected.length);
          const got = result.positions.map((i) => index.prices.priceClp(i, household, rates));
          const want = expected.slice(skip, skip + take).map((x) => x.price);
          // Same prices in the same order (ties between equal prices may differ only by float noise).
          expect(got.length).toBe(want.length);
          got.forEach((price, k) => expect(relativeGap(price, want[k]!), `${k}`).toBeLessThanOrEqual(1e-6));
        },
      ),
      { numRuns: 300 },
    );
    // Most cases were answered by the threshold algorithm itself, not by its fallback scan.
    expect(indexStats.thresholdPages - before).toBeGreaterThan(40);
  });
});

describe('price orders with a household: exact prices first, then the references (issue 9)', () => {
  type Kind = 'persona' | 'persona-gaps' | 'guardia' | 'colectivo' | 'mascota';
  interface Spec {
    kind: Kind;
    base: number;
    typeId: number;
  }

  function tariffRows(spec: Spec): TariffRow[] {
    const row = (role: TariffRow['role'], ageFrom: number, ageTo: number, rate: number): TariffRow => ({
      role,
      ageFrom,
      ageTo,
      sexo: null,
      especie: null,
      rate,
      unit: 'UF',
    });
    switch (spec.kind) {
      case 'persona':
        return [row('cotizante', 0, 200, spec.base), row('carga', 0, 200, spec.base / 2)];
      case 'persona-gaps':
        return [row('cotizante', 25, 60, spec.base), row('carga', 0, 17, spec.base / 3)];
      case 'mascota':
        return [row('mascota', 0, 30, spec.base)];
      default:
        return [row('cotizante', 0, 200, spec.base)];
    }
  }

  function mixedIndex(specs: Spec[]) {
    const kindOf = (k: Kind) => (k === 'persona-gaps' ? 'persona' : k);
    const matrices = specs.map((spec) => buildRateMatrix(kindOf(spec.kind), tariffRows(spec)));
    const prices = new PriceIndex(
      specs.map((spec, i) => ({
        productId: i + 1,
        kind: kindOf(spec.kind),
        unit: 'UF',
        minEmployees: spec.kind === 'colectivo' ? 3 : null,
        discountPct: 0,
        referenceRate: matrices[i]!.referenceRate,
        rates: Float64Array.from(matrices[i]!.rates),
      })),
    );
    const rows: IndexRow[] = specs.map((spec, i) => ({
      id: i + 1,
      typeId: spec.typeId,
      organizationId: 1,
      exclusive: false,
      isPromoted: false,
      requestCount: 0,
      evaluationScore: 5,
      recommendedScore: 0.5,
      deductibleMinUf: null,
      countries: ['CL'],
      featureIds: [],
      prestadorIds: [],
      sample: true,
    }));
    return buildProductIndex(rows, new Map([[1, org(1, 'ASEGURADORA')]]), prices);
  }

  const spec = fc.record({
    kind: fc.constantFrom<Kind>('persona', 'persona-gaps', 'guardia', 'colectivo', 'mascota'),
    base: fc.integer({ min: 1, max: 400 }).map((n) => n / 100),
    typeId: fc.integer({ min: 1, max: 3 }),
  });
  const profile = fc.option(
    fc.record({
      cotizante: fc.array(fc.record({ edad: fc.integer({ min: 18, max: 80 }) }), { maxLength: 2 }),
      cargas: fc.array(fc.record({ edad: fc.integer({ min: 0, max: 20 }) }), { maxLength: 2 }),
      mascota: fc.array(
        fc.record({
          especie: fc.constantFrom('perro' as const, 'gato' as const),
          edad: fc.integer({ min: 0, max: 15 }),
        }),
        { maxLength: 1 },
      ),
      cantidadEmpleados: fc.constantFrom(0, 5),
    }),
    { nil: null },
  );

  it('sorts and counts exactly like a reference sort by (exact first, price, id) (property)', () => {
    fc.assert(
      fc.property(
        fc.array(spec, { minLength: 1, maxLength: 60 }),
        profile,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom('lowerPrice' as const, 'higherPrice' as const, 'recommended' as const),
        fc.constantFrom<ReadonlySet<number> | null>(null, new Set([1]), new Set([1, 2])),
        (specs, p, skip, take, order, typeIds) => {
          const index = mixedIndex(specs);
          const household = householdOf(p);
          const rates = { UF: 1000, USD: 950 };
          const filter = { ...anyFilter, typeIds };
          const result = queryIndex(index, { filter, order, skip, take, household, rates });
          const sign = order === 'higherPrice' ? -1 : 1;
          const reference = specs
            .map((s, i) => {
              const price = index.prices.priceClp(i, household, rates);
              const matrix = index.prices.priceAt(i, household);
              // The card's rule: exact for the household only with a profile (compare-products cardPrice).
              const tier = Number.isNaN(price) ? 2 : matrix.exact && household.entered ? 0 : 1;
              return { id: i + 1, typeId: s.typeId, price, tier };
            })
            .filter((x) => !typeIds || typeIds.has(x.typeId));
          expect(result.total).toBe(reference.length);
          expect(result.exactCount).toBe(reference.filter((x) => x.tier === 0).length);
          expect(result.estimatedCount).toBe(reference.filter((x) => x.tier === 1).length);
          if (order === 'recommended') return;
          const tiered = household.entered;
          const expected = [...reference]
            .sort(
              (a, b) =>
                (tiered ? a.tier - b.tier : Math.min(a.tier, 1) - Math.min(b.tier, 1)) ||
                (Number.isNaN(a.price) ? a.id - b.id : (a.price - b.price) * sign || a.id - b.id),
            )
            .slice(skip, skip + take);
          const got = result.positions.map((i) => index.ids[i]!);
          expect(got.map((id) => reference.find((x) => x.id === id)!.tier)).toEqual(expected.map((x) => x.tier));
          got.forEach((id, k) => {
            const price = reference.find((x) => x.id === id)!.price;
            expect(relativeGap(price, expected[k]!.price), `${k}`).toBeLessThanOrEqual(1e-6);
          });
        },
      ),
      { numRuns: 400 },
    );
  });
});
