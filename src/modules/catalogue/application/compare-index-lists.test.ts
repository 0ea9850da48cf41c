import { describe, expect, it } from 'vitest';
import { PriceIndex } from '../../pricing/index.js';
import { buildRateMatrix, householdOf } from '../../pricing/domain/rate-matrix.js';
import { AGE_BANDS, type TariffRow } from '../../pricing/domain/tariff.js';
import {
  buildProductIndex,
  buildSortedList,
  queryIndex,
  SORTED_LISTS_MAX,
  sortedListCount,
  warmSortedLists,
  WARM_SLOTS,
  type IndexFilter,
} from './compare-index.js';
import type { IndexRow } from '../domain/compare-index-row.js';
import type { OrganizationRow } from '../domain/organization.js';

const RATES = { UF: 38_000, USD: 950 };

/** Per-person products over every band, both roles and sexes, some without the older bands. */
function personIndex(count: number) {
  const prices = new PriceIndex(
    Array.from({ length: count }, (_, i) => {
      const maxBand = 8 + (i % 7);
      const rows: TariffRow[] = AGE_BANDS.slice(0, maxBand + 1).flatMap((band, b) =>
        (['cotizante', 'pareja'] as const).flatMap((role) =>
          (['Masculino', 'Femenino'] as const).map((sexo) => ({
            role,
            ageFrom: band.from,
            ageTo: band.to,
            sexo,
            especie: null,
            rate: 0.5 + ((i * 7919 + b * 31 + (sexo === 'Femenino' ? 3 : 0)) % 97) / 40,
            unit: 'UF' as const,
          })),
        ),
      );
      const matrix = buildRateMatrix('persona', rows);
      return {
        productId: i + 1,
        kind: 'persona' as const,
        unit: 'UF',
        minEmployees: null,
        discountPct: 0,
        referenceRate: matrix.referenceRate,
        rates: Float64Array.from(matrix.rates),
      };
    }),
  );
  const rows: IndexRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    typeId: 1,
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
  const organization = { id: 1, organizationType: 'ASEGURADORA' } as OrganizationRow;
  return buildProductIndex(rows, new Map([[1, organization]]), prices);
}

const filter: IndexFilter = {
  typeIds: new Set([1]),
  organizationTypeMask: 0xff,
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

describe('sorted slot lists (issue 31: positions only, an LRU of slots)', () => {
  it('hold only the products with a rate for the slot, by value then position', () => {
    const index = personIndex(200);
    const factors = index.prices.clpFactors(RATES);
    const oldest = 14 * 3; // cotizante, 80+, Masculino: only products with band 14 have it
    const list = buildSortedList(index, oldest, factors);
    expect(list.positions.length).toBe(list.priced);
    expect(list.priced).toBeGreaterThan(0);
    expect(list.priced).toBeLessThan(200);
    const values = Array.from(list.positions, (i) => index.prices.slotPriceClp(i, oldest, factors));
    const inOrder = (value: number, k: number) =>
      k === 0 || values[k - 1]! < value || (values[k - 1] === value && list.positions[k - 1]! < list.positions[k]!);
    expect(values.filter((value) => Number.isNaN(value))).toEqual([]);
    expect(values.every(inOrder)).toBe(true);
  });

  it('keeps at most SORTED_LISTS_MAX lists and answers as a fresh index does after evictions', async () => {
    const index = personIndex(300);
    expect(await warmSortedLists(index, RATES, () => true)).toBe(WARM_SLOTS.length);
    expect(sortedListCount(index)).toBe(SORTED_LISTS_MAX);
    for (let edad = 18; edad <= 90; edad += 3) {
      // A fresh index has no lists: it sorts exactly the slots these queries use.
      const fresh = personIndex(300);
      for (const sexo of ['Masculino', 'Femenino'] as const) {
        const household = householdOf({
          cotizante: [
            { edad, sexo },
            { edad: 100 - edad, sexo, type: 'pareja' },
          ],
        });
        for (const order of ['lowerPrice', 'higherPrice'] as const) {
          const query = { filter, order, skip: 0, take: 10, household, rates: RATES };
          expect(queryIndex(index, query), `${edad} ${sexo} ${order}`).toEqual(queryIndex(fresh, query));
        }
      }
    }
    expect(sortedListCount(index)).toBeLessThanOrEqual(SORTED_LISTS_MAX);
  }, 120_000);
});
