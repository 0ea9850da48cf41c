import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  displayCurrency,
  periodMonthsOf,
  type PriceContext,
  type ProductPricing,
} from './calculate-price.js';
import type { TariffRow } from './tariff.js';

const context: PriceContext = { uf: { value: 40000, date: '2026-11-20' }, rates: { UF: 40000, USD: 950 } };

const r = (
  role: TariffRow['role'],
  ageFrom: number,
  ageTo: number,
  rate: number,
  extra: Partial<TariffRow> = {},
): TariffRow => ({
  role,
  ageFrom,
  ageTo,
  sexo: null,
  especie: null,
  rate,
  unit: 'UF',
  ...extra,
});

const health: ProductPricing = {
  kind: 'persona',
  unit: 'UF',
  tariffs: [
    r('cotizante', 30, 34, 0.8, { sexo: 'Masculino' }),
    r('cotizante', 30, 34, 0.9, { sexo: 'Femenino' }),
    r('cotizante', 35, 39, 1.0),
    r('carga', 2, 17, 0.3),
    r('carga', 0, 1, 0.35),
  ],
};

describe('calculatePrice — persons', () => {
  it('sums the insured persons and converts with the UF value', () => {
    const result = calculatePrice(
      health,
      { cotizante: [{ edad: 32, sexo: 'Masculino' }, { edad: 31 }], cargas: [{ edad: 5 }] },
      context,
    );
    expect(result.exact).toBe(true);
    expect(result.lines.map((l) => [l.role, l.rate, l.ageBandLabel])).toEqual([
      ['cotizante', 0.8, '30 a 34 años'],
      ['pareja', 0.9, '30 a 34 años'],
      ['carga', 0.3, '2 a 17 años'],
    ]);
    expect(result.monthly).toBe(2);
    expect(result.total).toBe(2);
    expect(result.totalClp).toBe(80000);
    expect(result.display).toEqual({ amount: 80000, currency: 'CLP' });
    expect(result.label).toBeNull();
    expect(result.period).toBe('mensual');
    expect(result.notes).toContain('Valor UF usado: 40000 pesos (2026-11-20).');
  });

  it('answers the reference price (Desde) without a profile', () => {
    for (const profile of [null, undefined, {}, { cotizante: [] }]) {
      const result = calculatePrice(health, profile, context);
      expect(result.exact).toBe(false);
      expect(result.label).toBe('Desde');
      expect(result.total).toBe(0.8);
      expect(result.display.amount).toBe(32000);
      expect(result.lines[0]?.label).toBe('Cotizante (desde)');
    }
  });

  it('cannot price a person outside the tariff: total null, a note says so', () => {
    const result = calculatePrice(health, { cotizante: [{ edad: 70 }] }, context);
    expect(result.total).toBeNull();
    expect(result.totalClp).toBeNull();
    expect(result.display.amount).toBeNull();
    expect(result.label).toBeNull();
    expect(result.notes[0]).toMatch(/No hay tarifa para Cotizante, 70 años/);
  });

  it('applies a DISCOUNT offer, rounded and floored at 0', () => {
    const discounted = calculatePrice({ ...health, discountPercent: 9.6 }, { cotizante: [{ edad: 36 }] }, context);
    expect(discounted.discounts).toEqual([{ label: 'Descuento 10%', percent: 10, amount: 0.1 }]);
    expect(discounted.total).toBe(0.9);
    expect(
      calculatePrice({ ...health, discountPercent: -5 }, { cotizante: [{ edad: 36 }] }, context).discounts,
    ).toEqual([]);
  });

  it('shows the target currency when asked', () => {
    const result = calculatePrice(health, { cotizante: [{ edad: 36 }] }, { ...context, targetCurrency: 'UF' });
    expect(result.display).toEqual({ amount: 1, currency: 'UF' });
    const usd = calculatePrice(health, { cotizante: [{ edad: 36 }] }, { ...context, targetCurrency: 'USD' });
    expect(usd.display).toEqual({ amount: 42.11, currency: 'USD' });
  });

  it('ignores pets for person products', () => {
    const result = calculatePrice(health, { mascota: [{ especie: 'perro', edad: 3 }] }, context);
    expect(result.exact).toBe(false);
  });
});

describe('calculatePrice — annual models', () => {
  it('personal accidents: ×12, annual; Desde without profile', () => {
    const pa: ProductPricing = {
      kind: 'accidente',
      unit: 'CLP',
      tariffs: [r('cotizante', 0, 120, 2500, { unit: 'CLP' })],
    };
    const exact = calculatePrice(pa, { cotizante: [{ edad: 40 }] }, context);
    expect(exact.total).toBe(30000);
    expect(exact.period).toBe('anual');
    expect(exact.label).toBe('Precio Anual');
    expect(exact.notes).toContain('Precio anual: la prima mensual por 12 meses.');
    const reference = calculatePrice(pa, null, context);
    expect(reference.label).toBe('Desde');
    expect(reference.total).toBe(30000);
  });

  it('guards: UF, per guard (p/p), annual, whatever the profile', () => {
    const guard: ProductPricing = { kind: 'guardia', unit: 'UF', tariffs: [r('cotizante', 0, 120, 0.125)] };
    const result = calculatePrice(guard, null, context);
    expect(result.total).toBe(1.5);
    expect(result.display).toEqual({ amount: 1.5, currency: 'UF' });
    expect(result.suffix).toBe('p/p');
    expect(result.label).toBe('Precio Anual');
    expect(result.exact).toBe(true);
    expect(periodMonthsOf('guardia')).toBe(12);
    expect(periodMonthsOf('persona')).toBe(1);
  });

  it('guards stay in UF per person even when the list asks for pesos (spec 01 §4: annual price in UF p/p)', () => {
    const guard: ProductPricing = { kind: 'guardia', unit: 'UF', tariffs: [r('cotizante', 0, 120, 0.125)] };
    const result = calculatePrice(guard, { cantidadGuardias: 30 }, { ...context, targetCurrency: 'CLP' });
    expect(result.display).toEqual({ amount: 1.5, currency: 'UF' });
    expect(result.suffix).toBe('p/p');
    expect(displayCurrency('guardia', 'UF', 'CLP')).toBe('UF');
    expect(displayCurrency('guardia', 'CLP', null)).toBe('UF');
    expect(displayCurrency('persona', 'UF', 'CLP')).toBe('CLP');
    expect(displayCurrency('persona', 'UF', null)).toBe('CLP');
    expect(displayCurrency('persona', 'USD', undefined)).toBe('USD');
    expect(displayCurrency('accidente', 'UF', 'UF')).toBe('UF');
  });
});

describe('calculatePrice — collective and pets', () => {
  const collective: ProductPricing = {
    kind: 'colectivo',
    unit: 'UF',
    minEmployees: 10,
    tariffs: [r('cotizante', 0, 120, 0.5)],
  };
  it('collective by employee count, never below the minimum', () => {
    expect(calculatePrice(collective, { cantidadEmpleados: 25 }, context).total).toBe(12.5);
    const small = calculatePrice(collective, { cantidadEmpleados: 4 }, context);
    expect(small.total).toBe(5);
    expect(small.notes[0]).toBe('El seguro exige un mínimo de 10 empleados: se cotiza para 10.');
    const reference = calculatePrice(collective, null, context);
    expect(reference.exact).toBe(false);
    expect(reference.total).toBe(5);
    expect(reference.label).toBe('Desde');
  });

  const pets: ProductPricing = {
    kind: 'mascota',
    unit: 'CLP',
    tariffs: [
      r('mascota', 1, 2, 9000, { especie: 'perro', unit: 'CLP' }),
      r('mascota', 1, 2, 7000, { especie: 'gato', unit: 'CLP' }),
      r('mascota', 9, 11, 15000, { unit: 'CLP' }),
    ],
  };
  it('pets by species and age', () => {
    const result = calculatePrice(
      pets,
      {
        cotizante: [{ edad: 30 }],
        mascota: [
          { especie: 'perro', edad: 2 },
          { especie: 'gato', edad: 10 },
        ],
      },
      context,
    );
    expect(result.lines.map((l) => l.rate)).toEqual([9000, 15000]);
    expect(result.total).toBe(24000);
    expect(result.display).toEqual({ amount: 24000, currency: 'CLP' });
    const reference = calculatePrice(pets, { cotizante: [{ edad: 30 }] }, context);
    expect(reference.exact).toBe(false);
    expect(reference.total).toBe(7000);
  });
});
