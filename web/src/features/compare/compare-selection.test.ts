import { describe, expect, it } from 'vitest';
import { comparePageKey, comparePath, compareSelectionOf } from './compare-selection';

describe('the compare selection in the URL (issue 31)', () => {
  it('reads positive ids in their order, without repeats or anything else, at most three', () => {
    expect(compareSelectionOf('?seguros=12,34,56')).toEqual([12, 34, 56]);
    expect(compareSelectionOf('?seguros=3,x,3,-1,0,%207,8,9')).toEqual([3, 7, 8]);
    expect(compareSelectionOf('?otro=1')).toEqual([]);
    expect(compareSelectionOf('')).toEqual([]);
  });

  it('writes the URL of a selection, the plain page without one', () => {
    expect(comparePath([12, 34])).toBe('/Comparar-Planes?seguros=12,34');
    expect(comparePath([])).toBe('/Comparar-Planes');
    expect(compareSelectionOf(new URL(comparePath([5, 6]), 'http://x').search)).toEqual([5, 6]);
  });

  it('keys equivalent URLs alike (repeats, spaces, tracking, other parameters sorted) and other selections apart', () => {
    const key = comparePageKey('/Comparar-Planes', '?seguros=1,2');
    expect(comparePageKey('/Comparar-Planes', '?utm_source=x&seguros=1,%202,1')).toBe(key);
    expect(comparePageKey('/Comparar-Planes', '?seguros=2,1')).not.toBe(key);
    expect(comparePageKey('/Comparar-Planes', '?b=2&a=1&seguros=1,2')).toBe(
      comparePageKey('/Comparar-Planes', '?seguros=1,2&a=1&b=2'),
    );
    expect(comparePageKey('/Comparar-Planes', '?seguros=x')).toBe(comparePageKey('/Comparar-Planes', ''));
  });
});
