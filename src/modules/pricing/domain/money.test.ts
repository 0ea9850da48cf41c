import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, fromClp, isCurrencyCode, roundTo, toClp } from './money.js';

describe('formatMoney', () => {
  it.each([
    [1234567, 'CLP', '$1.234.567'],
    [1234567.6, 'CLP', '$1.234.568'],
    [0, 'CLP', '$0'],
    [999, 'CLP', '$999'],
    [-15000, 'CLP', '-$15.000'],
    [1.25, 'UF', 'UF 1,25'],
    [1.2, 'UF', 'UF 1,20'],
    [1234.567, 'UF', 'UF 1.234,57'],
    [87.8, 'UF', 'UF 87,80'],
    [1234.5, 'PEN', 'S/ 1.234,50'],
    [1234.5, 'COP', '$1.235'],
    [1234.5, 'USD', 'USD 1.234,50'],
    [120, 'USD/Año', 'USD 120,00/Año'],
    [50000, 'USD/MUNDO', 'USD 50.000,00/MUNDO'],
    [10.5, 'MXN', '$10,50'],
    [80, '%', '80%'],
    [12.5, '%', '12,5%'],
    [33.33, '%', '33,33%'],
    [5, 'XYZ', '5,00 XYZ'],
  ])('%s %s -> %s', (amount, unit, text) => expect(formatMoney(amount, unit)).toBe(text));
});

describe('formatNumber and roundTo', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(1000, 0)).toBe('1.000');
    expect(formatNumber(Number.NaN, 0)).toBe('');
    expect(formatNumber(1e21, 0)).toBe('1e+21');
    expect(formatNumber(-1234.5, 1)).toBe('-1.234,5');
  });
  it('groups as the regular expression it replaced did, for any number and decimals (property)', () => {
    const before = (value: number, decimals: number) => {
      if (!Number.isFinite(value)) return '';
      const rounded = roundTo(value, decimals);
      const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.double({ noNaN: false }),
          fc.double({ min: -1e7, max: 1e7 }),
        ),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          expect(formatNumber(value, decimals)).toBe(before(value, decimals));
        },
      ),
      { numRuns: 20_000 },
    );
  });
  it('rounds half away from zero', () => {
    expect(roundTo(0.5, 0)).toBe(1);
    expect(roundTo(-0.5, 0)).toBe(-1);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
  });
  it('formats percentages with at most two decimals', () => {
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(90.477)).toBe('90,48%');
  });
});

describe('conversions', () => {
  const rates = { UF: 39214.8, USD: 950 };
  it('converts to CLP and back', () => {
    expect(toClp(2, 'UF', rates)).toBeCloseTo(78429.6);
    expect(toClp(10, 'USD/Año', rates)).toBe(9500);
    expect(toClp(10, 'CLP', rates)).toBe(10);
    expect(toClp(10, 'PEN', rates)).toBeNull();
    expect(fromClp(78429.6, 'UF', rates)).toBe(2);
    expect(fromClp(1234.4, 'CLP', rates)).toBe(1234);
    expect(fromClp(100, '%', rates)).toBeNull();
    expect(fromClp(100, 'PEN', rates)).toBeNull();
  });
  it('recognises currency codes', () => {
    expect(isCurrencyCode('UF')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(false);
  });
});

describe('formatMoney for the editions (issue 27)', () => {
  it('PEN two decimals with S/, COP none, USD by code with its unit labels', () => {
    expect(formatMoney(1234.5, 'PEN')).toBe('S/ 1.234,50');
    expect(formatMoney(0.5, 'PEN')).toBe('S/ 0,50');
    expect(formatMoney(-10, 'PEN')).toBe('-S/ 10,00');
    expect(formatMoney(1234567.6, 'COP')).toBe('$1.234.568');
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1.234,50');
    for (const unit of ['USD/Año', 'USD/V', 'USD/MUNDO', 'USD/USA', 'USD/LATAM']) {
      expect(formatMoney(10, unit)).toBe(`USD 10,00${unit.slice(3)}`);
    }
  });
});
