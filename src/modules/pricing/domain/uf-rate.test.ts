import { describe, expect, it } from 'vitest';
import { normaliseDecimal, REFERENCE_UF_VALUE, ufRate, ufToClp, UfRateUnavailableError } from './uf-rate.js';

describe('ufRate', () => {
  it('keeps a valid value and date, normalising trailing zeros', () => {
    expect(ufRate('39214.80', '2026-11-22')).toEqual({ value: '39214.8', date: '2026-11-22' });
  });

  it.each(['0', '-1', 'abc', '1e5', '', '39214.12345'])('rejects the value %j', (value) => {
    expect(() => ufRate(value, '2026-11-22')).toThrow(/Valor de UF inválido/);
  });

  it.each(['2026-13-01', '22-11-2026', '', '2026-11-2'])('rejects the date %j', (date) => {
    expect(() => ufRate('39214.8', date)).toThrow(/Fecha de UF inválida/);
  });

  it('carries the spec reference value', () => {
    expect(REFERENCE_UF_VALUE).toBe('39214.8');
  });
});

describe('normaliseDecimal', () => {
  it.each([
    ['39214.80', '39214.8'],
    ['39214.00', '39214'],
    ['39214', '39214'],
    ['0.50', '0.5'],
  ])('%s -> %s', (input, output) => expect(normaliseDecimal(input)).toBe(output));
});

describe('ufToClp', () => {
  it('converts and rounds to whole pesos', () => {
    expect(ufToClp(2, ufRate('39214.8', '2026-11-22'))).toBe(78430);
    expect(ufToClp(0.9, ufRate('39214.8', '2026-11-22'))).toBe(35293);
  });
});

describe('UfRateUnavailableError', () => {
  it('has the spec message and a NOT_FOUND code', () => {
    const error = new UfRateUnavailableError();
    expect(error.message).toBe('Error al obtener el valor de la UF.');
    expect(error.code).toBe('NOT_FOUND');
  });
});
