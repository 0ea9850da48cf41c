import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDigitOf, cleanRut, formatRut, isValidRut, parseRut } from './rut';

const body = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String);
const validRut = body.map((b) => `${b}${checkDigitOf(b)}`);

describe('RUT modulo 11 (spec 03 §5)', () => {
  it('knows real examples, including K and 0 check digits', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('11.111.111-1')).toBe(true);
    expect(checkDigitOf('10000013')).toBe('K');
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(isValidRut('10.000.013-k')).toBe(true);
    expect(isValidRut('7.654.321-6')).toBe(true);
    expect(checkDigitOf('10000004')).toBe('0');
  });

  it('rejects bad check digits, short numbers, letters other than K and empty input', () => {
    expect(isValidRut('12.345.678-9')).toBe(false);
    expect(isValidRut('12345')).toBe(false);
    expect(isValidRut('')).toBe(false);
    expect(isValidRut('1K345678-5')).toBe(false);
    expect(isValidRut('12.345.678-A')).toBe(false);
    expect(parseRut('12.345.678-9')).toEqual({ ok: false, error: 'invalidRut' });
  });

  it('strips dots, dashes, spaces and leading zeros', () => {
    expect(cleanRut(' 012.345.678-k ')).toBe('12345678K');
    expect(formatRut('0012345678-5')).toBe('12.345.678-5');
    expect(formatRut('76543216')).toBe('7.654.321-6');
    expect(parseRut('123456785')).toEqual({ ok: true, rut: '12.345.678-5' });
  });

  it('accepts every generated valid RUT, formatted or not, and formatting round-trips', () => {
    fc.assert(
      fc.property(validRut, (rut) => {
        expect(isValidRut(rut)).toBe(true);
        const formatted = formatRut(rut);
        expect(formatted).toMatch(/^\d{1,2}(\.\d{3}){2}-[\dK]$/);
        expect(isValidRut(formatted)).toBe(true);
        expect(cleanRut(formatted)).toBe(rut);
        expect(formatRut(formatted)).toBe(formatted);
      }),
    );
  });

  it('rejects any valid RUT with one changed digit', () => {
    fc.assert(
      fc.property(validRut, fc.nat(), fc.integer({ min: 1, max: 10 }), (rut, at, shift) => {
        const position = at % rut.length;
        const chars = '0123456789K';
        const current = chars.indexOf(rut[position]!);
        const replacement = chars[(current + shift) % 11]!;
        // Keep the body digits-only and not starting with 0 (that would be a different, shorter RUT).
        fc.pre(position === rut.length - 1 || (replacement !== 'K' && !(position === 0 && replacement === '0')));
        const changed = rut.slice(0, position) + replacement + rut.slice(position + 1);
        expect(isValidRut(changed)).toBe(false);
      }),
    );
  });
});
