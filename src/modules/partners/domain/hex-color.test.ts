import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_HEX_COLOR, normaliseHexColor } from './hex-color';

describe('normaliseHexColor (spec 02 §5: 3 or 6 characters, longer cut to 6, else "Invalid HEX color.")', () => {
  it('accepts 3 and 6 hex digits, with or without #, stored lowercase with #', () => {
    expect(normaliseHexColor('#FFF')).toEqual({ ok: true, value: '#fff' });
    expect(normaliseHexColor('abc')).toEqual({ ok: true, value: '#abc' });
    expect(normaliseHexColor('#00A3E0')).toEqual({ ok: true, value: '#00a3e0' });
    expect(normaliseHexColor(' 123456 ')).toEqual({ ok: true, value: '#123456' });
  });

  it('cuts longer values to their first 6 characters', () => {
    expect(normaliseHexColor('#AABBCCDD')).toEqual({ ok: true, value: '#aabbcc' });
    expect(normaliseHexColor('1234567')).toEqual({ ok: true, value: '#123456' });
    expect(normaliseHexColor('#abcdefzz')).toEqual({ ok: true, value: '#abcdef' });
  });

  it('refuses 0, 1, 2, 4 and 5 characters and non-hex digits with the spec message', () => {
    for (const bad of ['', '#', 'a', '#ab', 'abcd', '#abcde', 'ggg', '#12345z', 'red', '##fff']) {
      expect(normaliseHexColor(bad), bad).toEqual({ ok: false, error: INVALID_HEX_COLOR });
    }
    expect(INVALID_HEX_COLOR).toBe('Invalid HEX color.');
  });

  it('is idempotent and always yields # plus 3 or 6 lowercase hex digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const first = normaliseHexColor(input);
        if (!first.ok) return;
        expect(first.value).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
        expect(normaliseHexColor(first.value)).toEqual(first);
      }),
    );
  });
});
