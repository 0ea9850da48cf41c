import { describe, expect, it } from 'vitest';
import { PriceIndex, PriceIndexBuilder, REFERENCE_SLOT, type PriceIndexEntry } from './price-index.js';
import { buildRateMatrix, householdOf, PERSON_MATRIX_SIZE } from './rate-matrix.js';
import { AGE_BANDS, type TariffRow } from './tariff.js';
import type { Profile } from './profile.js';

/** A per-person matrix: contributors of both sexes in bands 2..maxBand, one child band. */
function personEntry(productId: number, base: number, maxBand = 10): PriceIndexEntry {
  const rows: TariffRow[] = AGE_BANDS.slice(2, maxBand + 1).flatMap((band, i) => [
    {
      role: 'cotizante',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: 'Masculino',
      especie: null,
      rate: base + i,
      unit: 'UF',
    },
    {
      role: 'cotizante',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: 'Femenino',
      especie: null,
      rate: base + i + 0.5,
      unit: 'UF',
    },
  ]);
  rows.push({ role: 'carga', ageFrom: 2, ageTo: 17, sexo: null, especie: null, rate: base / 3, unit: 'UF' });
  const matrix = buildRateMatrix('persona', rows);
  return {
    productId,
    kind: 'persona',
    unit: 'UF',
    minEmployees: null,
    discountPct: 0,
    referenceRate: matrix.referenceRate,
    // As stored: the matrix's little-endian bytes.
    rates: new Uint8Array(Float64Array.from(matrix.rates).buffer),
  };
}

const flat = (entry: PriceIndexEntry) => new Float64Array(new Uint8Array(entry.rates as Uint8Array).buffer);

describe('PriceIndexBuilder (issue 31: compact matrices)', () => {
  it('reads back every slot of every matrix exactly, from shared layouts and value lists', () => {
    const entries = [personEntry(3, 1.1), personEntry(8, 2.2), personEntry(9, 1.1), personEntry(12, 0.7, 14)];
    const builder = new PriceIndexBuilder();
    entries.forEach((entry) => builder.add(entry));
    const index = builder.build();
    const factors = index.clpFactors({ UF: 38_000, USD: 950 });
    entries.forEach((entry, position) => {
      const rates = flat(entry);
      for (let slot = 0; slot < PERSON_MATRIX_SIZE; slot++) {
        const want = rates[slot]! * 38_000;
        const got = index.slotPriceClp(position, slot, factors);
        // toBe compares with Object.is: NaN (no rate for the slot) matches NaN.
        expect(got, `slot ${slot}`).toBe(want);
        expect(index.hasSlotRate(position, slot)).toBe(!Number.isNaN(rates[slot]!));
      }
      expect(index.slotPriceClp(position, REFERENCE_SLOT, factors)).toBe(entry.referenceRate! * 38_000);
    });
    // The same answers as a one-shot index from the same entries.
    const household = householdOf({
      cotizante: [{ edad: 33, sexo: 'Femenino' }],
      cargas: [{ edad: 5 }],
    } satisfies Profile);
    const oneShot = new PriceIndex(entries);
    entries.forEach((_, position) =>
      expect(index.priceClpAt(position, household, factors)).toBe(oneShot.priceClpAt(position, household, factors)),
    );
  });

  it('stores a repeated matrix once and a layout once per shape: far less than 1,080 bytes a product', () => {
    const builder = new PriceIndexBuilder();
    for (let i = 0; i < 1_000; i++) builder.add(personEntry(i + 1, 1 + (i % 10) / 10));
    const index = builder.build();
    // 10 distinct matrices of one shape, 1,000 products: per product only its keys and offsets remain.
    expect(index.byteSize() / 1_000).toBeLessThan(60);
    expect(index.positionOf(1)).toBe(0);
    expect(index.positionOf(1_000)).toBe(999);
    expect(index.positionOf(1_001)).toBe(-1);
  });

  it('finds positions of ids that did not come sorted', () => {
    const index = new PriceIndex([personEntry(20, 1), personEntry(5, 2), personEntry(11, 3)]);
    expect([20, 5, 11, 7].map((id) => index.positionOf(id))).toEqual([0, 1, 2, -1]);
  });
});
