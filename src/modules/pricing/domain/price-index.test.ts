import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRateMatrix, householdOf } from './rate-matrix.js';
import { AGE_BANDS, ANY_AGE, PET_AGE_BANDS, PRICE_MODELS, type PriceModelKind, type TariffRow } from './tariff.js';
import type { Profile } from './profile.js';
import { calculatePrice } from './calculate-price.js';
import { PriceIndex } from './price-index.js';

/** How far apart two prices are, relative to the expected one: 0 when both are NaN (no price), Infinity when one is. */
function relativeGap(got: number, want: number): number {
  if (Number.isNaN(got) || Number.isNaN(want)) return Number.isNaN(got) && Number.isNaN(want) ? 0 : Infinity;
  return Math.abs(got - want) / Math.max(1, Math.abs(want));
}

/** The comparison's allocation-free price loop against the reference implementation. */

function rowsFor(kind: PriceModelKind, base: number, unit: TariffRow['unit']): TariffRow[] {
  if (kind === 'guardia' || kind === 'colectivo') {
    return [
      { role: 'cotizante', ageFrom: ANY_AGE.from, ageTo: ANY_AGE.to, sexo: null, especie: null, rate: base, unit },
    ];
  }
  if (kind === 'mascota') {
    return PET_AGE_BANDS.map((band, i) => ({
      role: 'mascota',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: i % 2 ? 'gato' : null,
      rate: base * (1 + i / 4),
      unit,
    }));
  }
  return AGE_BANDS.slice(2, 12).flatMap((band, i) => [
    {
      role: 'cotizante' as const,
      ageFrom: band.from,
      ageTo: band.to,
      sexo: 'Masculino' as const,
      especie: null,
      rate: base * (1 + i / 10),
      unit,
    },
    {
      role: 'cotizante' as const,
      ageFrom: band.from,
      ageTo: band.to,
      sexo: 'Femenino' as const,
      especie: null,
      rate: base * (1.1 + i / 10),
      unit,
    },
    ...(i < 1
      ? [{ role: 'carga' as const, ageFrom: 2, ageTo: 17, sexo: null, especie: null, rate: base / 2, unit }]
      : []),
  ]);
}

function indexOf(
  products: { kind: PriceModelKind; base: number; unit: TariffRow['unit']; discount: number; min: number }[],
): PriceIndex {
  return new PriceIndex(
    products.map((p, i) => {
      const matrix = buildRateMatrix(p.kind, rowsFor(p.kind, p.base, p.unit));
      return {
        productId: i + 1,
        kind: p.kind,
        unit: p.unit,
        minEmployees: p.min,
        discountPct: p.discount * 100,
        referenceRate: matrix.referenceRate,
        rates: Float64Array.from(matrix.rates),
      };
    }),
  );
}

describe('priceClpAt', () => {
  it('equals the reference (matrixPrice + toClp) for every model and household (property)', () => {
    const product = fc.record({
      kind: fc.constantFrom(...PRICE_MODELS),
      base: fc.double({ min: 0.05, max: 50_000, noNaN: true }),
      unit: fc.constantFrom('UF' as const, 'CLP' as const, 'USD' as const),
      discount: fc.constantFrom(0, 0.1, 0.2),
      min: fc.integer({ min: 0, max: 20 }),
    });
    const person = fc.record({
      edad: fc.integer({ min: 0, max: 115 }),
      sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
    });
    const profile = fc.option(
      fc.record({
        cotizante: fc.array(person, { maxLength: 2 }),
        cargas: fc.array(fc.record({ edad: fc.integer({ min: 0, max: 30 }) }), { maxLength: 3 }),
        mascota: fc.array(
          fc.record({
            especie: fc.constantFrom('perro' as const, 'gato' as const),
            edad: fc.integer({ min: 0, max: 20 }),
          }),
          { maxLength: 2 },
        ),
        cantidadEmpleados: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
      }),
      { nil: null },
    );
    const rates = { UF: 39214.8, USD: 950 };
    fc.assert(
      fc.property(fc.array(product, { minLength: 1, maxLength: 6 }), profile, (products, p) => {
        const index = indexOf(products);
        const household = householdOf(p as Profile | null);
        const factors = index.clpFactors(rates);
        for (let i = 0; i < index.size; i++) {
          const fast = index.priceClpAt(i, household, factors);
          const slow = index.priceClp(i, household, rates);
          expect(relativeGap(fast, slow), `${i}`).toBeLessThanOrEqual(1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('calculatePrice and the compare index', () => {
  it('give the same peso total for every household and discount (the breakdown is the card price)', () => {
    const person = fc.record({
      edad: fc.integer({ min: 18, max: 80 }),
      sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
    });
    const profile = fc.record({
      cotizante: fc.array(person, { minLength: 1, maxLength: 2 }),
      cargas: fc.array(fc.record({ edad: fc.integer({ min: 2, max: 17 }) }), { maxLength: 3 }),
    });
    const rates = { UF: 39214.8, USD: 950 };
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 5, noNaN: true }),
        fc.constantFrom(0, 5, 10, 15, 20),
        fc.constantFrom('UF' as const, 'CLP' as const),
        fc.constantFrom('persona' as const, 'accidente' as const),
        profile,
        (base, percent, unit, kind, p) => {
          const rows = rowsFor(kind, unit === 'CLP' ? Math.round(base * 10_000) : base, unit);
          const index = indexOf([
            {
              kind: kind,
              base: unit === 'CLP' ? Math.round(base * 10_000) : base,
              unit,
              discount: percent / 100,
              min: 0,
            },
          ]);
          const card = Math.round(index.priceClp(0, householdOf(p as Profile), rates));
          const breakdown = calculatePrice(
            { kind: kind, unit, tariffs: rows, discountPercent: percent },
            p as Profile,
            {
              uf: { value: rates.UF, date: '2025-01-01' },
              rates,
            },
          );
          expect(breakdown.totalClp).toBe(Number.isNaN(card) ? null : card);
        },
      ),
      { numRuns: 500 },
    );
  });
});
