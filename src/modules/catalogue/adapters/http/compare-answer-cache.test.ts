import { describe, expect, it } from 'vitest';
import { ANSWER_TTL_MS, CompareAnswerCache } from './compare-answer-cache.js';

const answer = (size: number) => ({ head: Buffer.alloc(size, 1), tail: Buffer.alloc(10, 2) });

describe('CompareAnswerCache', () => {
  it('answers what it kept, counts hits and misses, and drops the least recently used beyond its size', () => {
    const cache = new CompareAnswerCache(3_000);
    expect(cache.get('e1', 'a')).toBeUndefined();
    cache.set('e1', 'a', answer(600));
    cache.set('e1', 'b', answer(600));
    expect(cache.get('e1', 'a')?.head.length).toBe(600);
    // a was used last: c pushes b out, not a.
    cache.set('e1', 'c', answer(600));
    cache.set('e1', 'd', answer(600));
    expect(cache.usedBytes).toBeLessThanOrEqual(3_000);
    expect(cache.get('e1', 'b')).toBeUndefined();
    expect(cache.get('e1', 'a')).toBeDefined();
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 2, misses: 2 });
    // An answer larger than the whole cache is not kept.
    cache.set('e1', 'huge', answer(10_000));
    expect(cache.get('e1', 'huge')).toBeUndefined();
  });

  it('drops everything when the catalogue or rates move, and never keeps an answer of an older epoch', () => {
    const cache = new CompareAnswerCache(1_000_000);
    cache.get('e1', 'a');
    cache.set('e1', 'a', answer(100));
    expect(cache.get('e2', 'a')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('e1', 'a', answer(100));
    expect(cache.size).toBe(0);
  });

  it('forgets an answer after its time', () => {
    let now = 0;
    const cache = new CompareAnswerCache(1_000_000, () => now);
    cache.get('e', 'a');
    cache.set('e', 'a', answer(100));
    now = ANSWER_TTL_MS - 1;
    expect(cache.get('e', 'a')).toBeDefined();
    now = 2 * ANSWER_TTL_MS;
    expect(cache.get('e', 'a')).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });

  it('keeps nothing at size 0', () => {
    const cache = new CompareAnswerCache(0);
    cache.set('e', 'a', answer(1));
    expect(cache.enabled).toBe(false);
    expect(cache.get('e', 'a')).toBeUndefined();
  });
});
