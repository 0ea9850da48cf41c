import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate-price.js';
import {
  coverageZoneOf,
  epsPrice,
  epsRateOf,
  sctrPrice,
  sctrRateOf,
  zoneCovers,
  zoneUnit,
  type SctrRate,
} from './edition-price.js';
import { formatMoney } from './money.js';
import type { TariffRow } from './tariff.js';

describe('international coverage zones', () => {
  it('place a country in USA, LATAM or MUNDO', () => {
    expect(coverageZoneOf('Estados Unidos')).toBe('USA');
    expect(coverageZoneOf('US')).toBe('USA');
    expect(coverageZoneOf('EEUU')).toBe('USA');
    expect(coverageZoneOf('México')).toBe('LATAM');
    expect(coverageZoneOf('mx')).toBe('LATAM');
    expect(coverageZoneOf('Perú')).toBe('LATAM');
    expect(coverageZoneOf('España')).toBe('MUNDO');
    expect(coverageZoneOf('Japón')).toBe('MUNDO');
    expect(coverageZoneOf('')).toBeNull();
    expect(coverageZoneOf(null)).toBeNull();
  });

  it('worldwide covers every zone; a zone covers itself', () => {
    expect(zoneCovers('MUNDO', 'USA')).toBe(true);
    expect(zoneCovers('MUNDO', 'LATAM')).toBe(true);
    expect(zoneCovers('LATAM', 'LATAM')).toBe(true);
    expect(zoneCovers('LATAM', 'USA')).toBe(false);
    expect(zoneCovers('USA', 'MUNDO')).toBe(false);
    expect(zoneCovers('USA', null)).toBe(true);
  });

  it('label the price unit by zone', () => {
    expect(zoneUnit('MUNDO')).toBe('USD/MUNDO');
    expect(formatMoney(1234.5, zoneUnit('USA'))).toBe('USD 1.234,50/USA');
    expect(formatMoney(99, zoneUnit('LATAM'))).toBe('USD 99,00/LATAM');
  });
});

describe('EPS: per employee and salary', () => {
  const rate = { perEmployee: 80, salaryPercent: 2.25, minEmployees: 5, unit: 'PEN' as const };

  it('prices employees × (fixed + salary%)', () => {
    const result = epsPrice(rate, { employees: 10, averageSalary: 3000 });
    expect(result).toMatchObject({ ok: true, monthly: 10 * (80 + 67.5), unit: 'PEN', employees: 10 });
  });

  it('quotes a small company at the minimum, and says so', () => {
    const result = epsPrice(rate, { employees: 2, averageSalary: 0 });
    expect(result).toMatchObject({ ok: true, monthly: 400, employees: 5 });
    expect(result.ok && result.notes[0]).toBe('El plan exige un mínimo de 5 empleados: se cotiza para 5.');
  });

  it('without a salary part charges the fixed amount', () => {
    expect(epsPrice({ ...rate, salaryPercent: 0 }, { employees: 7 })).toMatchObject({ ok: true, monthly: 560 });
  });

  it('rounds to the currency', () => {
    expect(epsPrice({ ...rate, perEmployee: 10.333, minEmployees: 1 }, { employees: 3 })).toMatchObject({
      monthly: 31,
    });
    expect(
      epsPrice({ ...rate, unit: 'COP', perEmployee: 1000.4, minEmployees: 1, salaryPercent: 0 }, { employees: 1 }),
    ).toMatchObject({
      monthly: 1000,
    });
  });

  it('refuses no employees or a negative salary', () => {
    expect(epsPrice(rate, { employees: 0 })).toEqual({ ok: false, error: 'Ingresa la cantidad de empleados' });
    expect(epsPrice(rate, { employees: 1.5 })).toMatchObject({ ok: false });
    expect(epsPrice(rate, { employees: 3, averageSalary: -1 })).toEqual({
      ok: false,
      error: 'El sueldo promedio debe ser un monto no negativo',
    });
  });

  it('reads its rate from product metadata', () => {
    expect(epsRateOf({ eps: { perEmployee: 80, salaryPercent: 2.25 } }, 'PEN', 5)).toEqual(rate);
    expect(epsRateOf({ eps: { perEmployee: 80 } }, 'PEN', null)).toEqual({
      ...rate,
      salaryPercent: 0,
      minEmployees: 1,
    });
    expect(epsRateOf({}, 'PEN', 5)).toBeNull();
    expect(epsRateOf(null, 'PEN', 5)).toBeNull();
    expect(epsRateOf({ eps: { perEmployee: -1 } }, 'PEN', 5)).toBeNull();
  });
});

describe('SCTR: payroll by work sector', () => {
  const rate: SctrRate = { sectorPercent: { F45: 1.8, N85: 0.9 }, minPerWorker: 15, unit: 'PEN' };

  it('prices the payroll at the sector rate, in soles', () => {
    const result = sctrPrice(rate, { employees: 20, payroll: 60_000, sector: 'F45' });
    expect(result).toMatchObject({ ok: true, monthly: 1080, unit: 'PEN', employees: 20 });
    expect(formatMoney(result.ok ? result.monthly : 0, 'PEN')).toBe('S/ 1.080,00');
    expect(sctrPrice(rate, { employees: 20, payroll: 60_000, sector: 'n85' })).toMatchObject({ monthly: 540 });
  });

  it('a riskier sector costs more for the same payroll', () => {
    const construction = sctrPrice(rate, { employees: 20, payroll: 60_000, sector: 'F45' });
    const health = sctrPrice(rate, { employees: 20, payroll: 60_000, sector: 'N85' });
    expect(construction.ok && health.ok && construction.monthly > health.monthly).toBe(true);
  });

  it('never goes below the minimum per worker', () => {
    const result = sctrPrice(rate, { employees: 10, payroll: 5_000, sector: 'N85' });
    expect(result).toMatchObject({ ok: true, monthly: 150 });
    expect(result.ok && result.notes).toContain('Se aplica la prima mínima por trabajador.');
  });

  it('refuses an uncovered sector, no employees or no payroll', () => {
    expect(sctrPrice(rate, { employees: 10, payroll: 5_000, sector: 'C10' })).toEqual({
      ok: false,
      error: 'El seguro no cubre el sector C10',
    });
    expect(sctrPrice(rate, { employees: 0, payroll: 5_000, sector: 'F45' })).toMatchObject({ ok: false });
    expect(sctrPrice(rate, { employees: 3, payroll: 0, sector: 'F45' })).toEqual({
      ok: false,
      error: 'Ingresa la planilla mensual de la empresa',
    });
  });

  it('reads its rate from product metadata', () => {
    expect(sctrRateOf({ sctr: { sectorPercent: { f45: 1.8, N85: 0.9, X: 'a' }, minPerWorker: 15 } }, 'PEN')).toEqual(
      rate,
    );
    expect(sctrRateOf({ sctr: { sectorPercent: {} } }, 'PEN')).toEqual({
      sectorPercent: {},
      minPerWorker: 0,
      unit: 'PEN',
    });
    expect(sctrRateOf({}, 'PEN')).toBeNull();
  });
});

describe('per person by age band in the editions’ currencies', () => {
  const rows = (unit: 'PEN' | 'COP' | 'USD', rate: number): TariffRow[] => [
    { role: 'cotizante', ageFrom: 25, ageTo: 29, sexo: null, especie: null, rate, unit },
    { role: 'cotizante', ageFrom: 35, ageTo: 39, sexo: null, especie: null, rate: rate * 1.5, unit },
    { role: 'carga', ageFrom: 2, ageTo: 17, sexo: null, especie: null, rate: rate / 2, unit },
  ];
  const context = { uf: { value: 39000, date: '2026-11-27' }, rates: { UF: 39000, USD: 950, PEN: 255, COP: 0.23 } };
  const family = { cotizante: [{ edad: 36 }], cargas: [{ edad: 8 }, { edad: 5 }] };

  it('Colombia: COP with no decimals', () => {
    const price = calculatePrice({ kind: 'persona', unit: 'COP', tariffs: rows('COP', 180_000) }, family, context);
    expect(price).toMatchObject({ exact: true, total: 450_000, display: { amount: 450_000, currency: 'COP' } });
    expect(formatMoney(price.display.amount!, price.display.currency)).toBe('$450.000');
  });

  it('Peru: PEN with two decimals', () => {
    const price = calculatePrice({ kind: 'persona', unit: 'PEN', tariffs: rows('PEN', 210.5) }, family, context);
    expect(price.display).toEqual({ amount: 526.25, currency: 'PEN' });
    expect(formatMoney(526.25, 'PEN')).toBe('S/ 526,25');
    expect(price.totalClp).toBe(Math.round(526.25 * 255));
  });

  it('international: USD by code', () => {
    const price = calculatePrice(
      { kind: 'persona', unit: 'USD', tariffs: rows('USD', 120) },
      { cotizante: [{ edad: 27 }] },
      context,
    );
    expect(price.display).toEqual({ amount: 120, currency: 'USD' });
    expect(formatMoney(120, 'USD/Año')).toBe('USD 120,00/Año');
    expect(formatMoney(120, 'USD/V')).toBe('USD 120,00/V');
  });

  it('without a profile, the reference in the tariff currency', () => {
    const price = calculatePrice({ kind: 'persona', unit: 'PEN', tariffs: rows('PEN', 100) }, null, context);
    expect(price).toMatchObject({ exact: false, label: 'Desde', display: { amount: 100, currency: 'PEN' } });
  });
});
