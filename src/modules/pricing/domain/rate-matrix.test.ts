import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate-price.js';
import { buildRateMatrix, householdOf, matrixPrice, matrixSize, PERSON_MATRIX_SIZE } from './rate-matrix.js';
import { AGE_BANDS, PET_AGE_BANDS, type PriceModelKind, type TariffRow } from './tariff.js';
import type { Profile } from './profile.js';

const context = { uf: { value: 40000, date: '2026-11-20' }, rates: { UF: 40000, USD: 950 } };

function personRows(seed: number): TariffRow[] {
  const rows: TariffRow[] = [];
  AGE_BANDS.slice(2, 13).forEach((band, i) => {
    rows.push({
      role: 'cotizante',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: 'Masculino',
      especie: null,
      rate: 0.5 + i * 0.1 + seed,
      unit: 'UF',
    });
    rows.push({
      role: 'cotizante',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: 'Femenino',
      especie: null,
      rate: 0.6 + i * 0.1 + seed,
      unit: 'UF',
    });
  });
  rows.push({ role: 'pareja', ageFrom: 30, ageTo: 34, sexo: null, especie: null, rate: 0.45, unit: 'UF' });
  rows.push({ role: 'carga', ageFrom: 0, ageTo: 1, sexo: null, especie: null, rate: 0.4, unit: 'UF' });
  rows.push({ role: 'carga', ageFrom: 2, ageTo: 17, sexo: null, especie: null, rate: 0.3, unit: 'UF' });
  rows.push({ role: 'carga', ageFrom: 18, ageTo: 24, sexo: 'Femenino', especie: null, rate: 0.35, unit: 'UF' });
  return rows;
}

describe('rate matrix', () => {
  it('has a size per model', () => {
    expect(matrixSize('persona')).toBe(PERSON_MATRIX_SIZE);
    expect(matrixSize('accidente')).toBe(135);
    expect(matrixSize('mascota')).toBe(18);
    expect(matrixSize('guardia')).toBe(0);
    expect(matrixSize('colectivo')).toBe(0);
  });

  it('gives the same price as calculatePrice for any household (property)', () => {
    const person = fc.record({
      edad: fc.integer({ min: 0, max: 110 }),
      sexo: fc.option(fc.constantFrom('Masculino' as const, 'Femenino' as const), { nil: undefined }),
    });
    const profile = fc.record({
      cotizante: fc.array(person, { minLength: 0, maxLength: 2 }),
      cargas: fc.array(person, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(profile, fc.constantFrom<PriceModelKind>('persona', 'accidente'), (p: Profile, kind) => {
        const rows = personRows(0);
        const matrix = buildRateMatrix(kind, rows);
        const fast = matrixPrice(
          { kind, rates: matrix.rates, offset: 0, referenceRate: matrix.referenceRate, minEmployees: null },
          householdOf(p),
        );
        const slow = calculatePrice({ kind, unit: 'UF', tariffs: rows }, p, context);
        // No price on one side is no price on the other; a price is the same to 6 decimals.
        expect(Number.isNaN(fast.amount)).toBe(slow.total === null);
        expect(slow.total === null ? 0 : fast.amount - slow.total).toBeCloseTo(0, 6);
        expect(fast.exact).toBe(slow.exact);
      }),
      { numRuns: 300 },
    );
  });

  it('prices pets, guards and collectives like calculatePrice', () => {
    const petRows: TariffRow[] = PET_AGE_BANDS.flatMap((band, i) => [
      {
        role: 'mascota' as const,
        ageFrom: band.from,
        ageTo: band.to,
        sexo: null,
        especie: 'perro' as const,
        rate: 8000 + i * 1000,
        unit: 'CLP' as const,
      },
      {
        role: 'mascota' as const,
        ageFrom: band.from,
        ageTo: band.to,
        sexo: null,
        especie: 'gato' as const,
        rate: 6000 + i * 1000,
        unit: 'CLP' as const,
      },
    ]);
    const pets = buildRateMatrix('mascota', petRows);
    const product = {
      kind: 'mascota' as const,
      rates: pets.rates,
      offset: 0,
      referenceRate: pets.referenceRate,
      minEmployees: null,
    };
    const profile: Profile = {
      mascota: [
        { especie: 'perro', edad: 4 },
        { especie: 'gato', edad: 13 },
      ],
    };
    expect(matrixPrice(product, householdOf(profile)).amount).toBe(
      calculatePrice({ kind: 'mascota', unit: 'CLP', tariffs: petRows }, profile, context).total,
    );
    expect(matrixPrice(product, householdOf(null))).toEqual({ amount: 6000, exact: false });

    const flat: TariffRow[] = [
      { role: 'cotizante', ageFrom: 0, ageTo: 120, sexo: null, especie: null, rate: 0.1, unit: 'UF' },
    ];
    const guard = buildRateMatrix('guardia', flat);
    expect(
      matrixPrice(
        { kind: 'guardia', rates: [], offset: 0, referenceRate: guard.referenceRate, minEmployees: null },
        householdOf(null),
      ).amount,
    ).toBeCloseTo(1.2);
    const collective = { kind: 'colectivo' as const, rates: [], offset: 0, referenceRate: 0.1, minEmployees: 10 };
    const thirty = matrixPrice(collective, householdOf({ cantidadEmpleados: 30 }));
    expect(thirty.amount).toBeCloseTo(3, 9);
    expect(thirty.exact).toBe(true);
    expect(matrixPrice(collective, householdOf(null))).toEqual({ amount: 1, exact: false });
  });

  it('reads from an offset in a shared buffer', () => {
    const rows = personRows(1);
    const matrix = buildRateMatrix('persona', rows);
    const shared = [...new Array(7).fill(99), ...matrix.rates];
    const household = householdOf({ cotizante: [{ edad: 40, sexo: 'Femenino' }] });
    expect(
      matrixPrice(
        { kind: 'persona', rates: shared, offset: 7, referenceRate: matrix.referenceRate, minEmployees: null },
        household,
      ).amount,
    ).toBeCloseTo(
      calculatePrice(
        { kind: 'persona', unit: 'UF', tariffs: rows },
        { cotizante: [{ edad: 40, sexo: 'Femenino' }] },
        context,
      ).total!,
    );
  });

  it('cannot price an age beyond every band', () => {
    const matrix = buildRateMatrix('persona', personRows(0));
    const household = householdOf({ cotizante: [{ edad: 130 }] });
    expect(household.unpriceable).toBe(true);
    expect(
      Number.isNaN(
        matrixPrice(
          { kind: 'persona', rates: matrix.rates, offset: 0, referenceRate: 1, minEmployees: null },
          household,
        ).amount,
      ),
    ).toBe(true);
  });
});
