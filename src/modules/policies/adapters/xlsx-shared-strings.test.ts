import { describe, expect, it } from 'vitest';
import { SharedStrings } from './xlsx-shared-strings.js';

describe('SharedStrings: a bounded part in memory, the rest in a temporary file', () => {
  it('gives back every string, null and empty ones included, in memory, on disk and across block edges', async () => {
    const values: (string | null)[] = ['GENERAL', null, '', 'Titular'];
    for (let i = 0; i < 30_000; i++)
      values.push(i % 7 === 0 ? null : `persona-${i}@ejemplo.cl ñandú ${'é'.repeat(i % 40)}`);
    values.push('x'.repeat(200_000)); // longer than a cached block
    values.push('último');
    const table = new SharedStrings({ entries: 10, chars: 1_000 });
    for (const value of values) await table.add(value);
    await table.finish();
    expect(table.spilled).toBe(true);
    expect(table.size).toBe(values.length);
    // In order (as a sheet mostly asks), then backwards and at random.
    for (let i = 0; i < values.length; i++) expect(table.get(i)).toBe(values[i]);
    for (let i = values.length - 1; i >= 0; i -= 97) expect(table.get(i)).toBe(values[i]);
    for (let n = 0; n < 2_000; n++) {
      const i = (n * 7919) % values.length;
      expect(table.get(i)).toBe(values[i]);
    }
    expect(table.get(-1)).toBeUndefined();
    expect(table.get(values.length)).toBeUndefined();
    await table.close();
  });

  it('keeps a small table in memory only, and spills when the characters (not only the count) pass the bound', async () => {
    const small = new SharedStrings({ entries: 100, chars: 1_000 });
    for (const value of ['a', null, 'b']) await small.add(value);
    await small.finish();
    expect(small.spilled).toBe(false);
    expect([small.get(0), small.get(1), small.get(2), small.get(3)]).toEqual(['a', null, 'b', undefined]);
    await small.close();

    const long = new SharedStrings({ entries: 100, chars: 1_000 });
    for (const value of ['y'.repeat(600), 'z'.repeat(600), 'w']) await long.add(value);
    await long.finish();
    expect(long.spilled).toBe(true);
    expect([long.get(0), long.get(1), long.get(2)]).toEqual(['y'.repeat(600), 'z'.repeat(600), 'w']);
    await long.close();
  });
});
