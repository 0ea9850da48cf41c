import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceMatrixIndex } from '../../pricing/index.js';
import { householdOf } from '../../pricing/domain/rate-matrix.js';
import {
  buildProductIndex,
  countryBit,
  haversineKm,
  organizationTypeBit,
  queryIndex,
  type IndexFilter,
} from './compare-index.js';
import type { IndexRow, OrganizationRow } from './ports.js';

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
  const size = rates.length;
  const prices: PriceMatrixIndex = {
    size,
    positionOf: new Map(rows.map((r, i) => [r.id, i])),
    kinds: new Uint8Array(size).fill(2),
    units: new Array(size).fill('UF'),
    referenceRates: Float64Array.from(rates),
    minEmployees: new Int32Array(size),
    discounts: new Float64Array(size),
    offsets: new Int32Array(size),
    rates: new Float64Array(0),
  };
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
    expect(ids({ organizationTypeMask: organizationTypeBit('ISAPRE') }).every((id) => id! % 2 === 0)).toBe(true);
    expect(ids({ organizationTypeMask: organizationTypeBit('CLINICA') })).toEqual([]);
    expect(ids({ organizationIds: new Set([1]) }).every((id) => id! % 2 === 1)).toBe(true);
    expect(ids({ typeIds: new Set([2]) }).every((id) => (id! - 1) % 3 === 1)).toBe(true);
    expect(ids({ countryMask: countryBit('US') }).every((id) => (id! - 1) % 2 === 1)).toBe(true);
    expect(ids({ featureIds: [2, 5] }).every((id) => (id! - 1) % 3 === 0)).toBe(true);
    expect(ids({ featureIds: [3] })).toEqual([]);
    expect(ids({ prestadorIds: new Set([10]) }).every((id) => (id! - 1) % 2 === 0)).toBe(true);
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
