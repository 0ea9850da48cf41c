import { describe, expect, it } from 'vitest';
import { convertRows, numeric, numericOrNull } from './db-select.js';

describe('convertRows (the per-query column converters of select)', () => {
  it('converts the declared columns in place and leaves the others as pg returned them', () => {
    const rows: Record<string, unknown>[] = [
      { id: 1, gesUf: '0.0123', name: 'a' },
      { id: 2, gesUf: null, name: 'b' },
    ];
    const converted = convertRows<{ id: number; gesUf: number | null; name: string }>(rows, { gesUf: numericOrNull });
    expect(converted).toBe(rows);
    expect(converted).toEqual([
      { id: 1, gesUf: 0.0123, name: 'a' },
      { id: 2, gesUf: null, name: 'b' },
    ]);
  });

  it('keeps the key order of the SELECT (the JSON answers keep their shape)', () => {
    const [row] = convertRows<{ a: number; b: number; c: number }>([{ a: 1, b: '2', c: 3 }], { b: numeric });
    expect(Object.keys(row!)).toEqual(['a', 'b', 'c']);
  });

  it('fails loudly when a converted column is not in the result (SQL and DTO drifted apart)', () => {
    expect(() => convertRows<{ minPrice: number | null }>([{ min_price: '1' }], { minPrice: numericOrNull })).toThrow(
      /minPrice/,
    );
  });

  it('answers an empty result as it is', () => {
    expect(convertRows<{ n: number }>([], { n: numeric })).toEqual([]);
  });

  it('reads NUMERIC and BIGINT text exactly as Number does', () => {
    expect(numeric('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(numeric('12.50')).toBe(12.5);
    expect(numericOrNull(null)).toBeNull();
    expect(numericOrNull('0')).toBe(0);
  });
});
