import { describe, expect, it } from 'vitest';
import { queryList } from './query-list';

describe('queryList', () => {
  it('reads a repeated key, comma-separated values or both, trimmed and without empty ones', () => {
    expect(queryList(new URLSearchParams('tipo=a&tipo=b'), 'tipo')).toEqual(['a', 'b']);
    expect(queryList(new URLSearchParams('tipo=a,%20b,,c&tipo=d'), 'tipo')).toEqual(['a', 'b', 'c', 'd']);
    expect(queryList(new URLSearchParams('tipo='), 'tipo')).toEqual([]);
    expect(queryList(new URLSearchParams('otro=a'), 'tipo')).toEqual([]);
  });
});
