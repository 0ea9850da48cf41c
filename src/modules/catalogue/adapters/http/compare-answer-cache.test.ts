import { describe, expect, it } from 'vitest';
import { ANSWER_TTL_MS, CompareAnswerCache, type AnswerAlias } from './compare-answer-cache.js';

const answer = (size: number) => ({ head: Buffer.alloc(size, 1), tail: Buffer.alloc(10, 2) });
const alias = (key: string, restriction = 'null'): AnswerAlias => ({
  key,
  restriction,
  uuid: null,
  headers: ['X-Request-Id', '', 'Content-Length', '0'],
  requestIdAt: 1,
  lengthAt: 3,
});

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

  it('answers exact bytes kept as an alias while its answer is kept, under the same restriction only', () => {
    const cache = new CompareAnswerCache(1_000_000);
    cache.get('e1', 'a');
    cache.set('e1', 'a', answer(100));
    // No alias for bytes no route answered; an alias of an answer not kept is not kept.
    expect(cache.getByAlias('e1', 'raw-a', 'null')).toBeUndefined();
    cache.setAlias('e1', 'raw-x', alias('missing'));
    expect(cache.getByAlias('e1', 'raw-x', 'null')).toBeUndefined();
    cache.setAlias('e1', 'raw-a', alias('a'));
    const hits = cache.hits;
    expect(cache.getByAlias('e1', 'raw-a', 'null')?.answer.head.length).toBe(100);
    expect(cache.hits).toBe(hits + 1);
    // Another restriction for the host (a partner edited since): not answered.
    expect(cache.getByAlias('e1', 'raw-a', '{"showcase":true}')).toBeUndefined();
    // The catalogue moves: the alias goes with its answer.
    expect(cache.getByAlias('e2', 'raw-a', 'null')).toBeUndefined();
    cache.get('e2', 'a');
    cache.set('e2', 'a', answer(100));
    expect(cache.getByAlias('e2', 'raw-a', 'null')).toBeUndefined();
  });

  it('drops the aliases of an answer it drops, and counts their bytes', () => {
    const cache = new CompareAnswerCache(3_000);
    cache.get('e', 'a');
    cache.set('e', 'a', answer(600));
    const bytes = cache.usedBytes;
    cache.setAlias('e', 'raw-a', alias('a'));
    expect(cache.usedBytes).toBeGreaterThan(bytes);
    cache.set('e', 'b', answer(600));
    cache.set('e', 'c', answer(600));
    cache.set('e', 'd', answer(600));
    expect(cache.usedBytes).toBeLessThanOrEqual(3_000);
    expect(cache.get('e', 'a')).toBeUndefined();
    expect(cache.getByAlias('e', 'raw-a', 'null')).toBeUndefined();
    // At most a few aliases per answer: the oldest goes first.
    const big = new CompareAnswerCache(1_000_000);
    big.get('e', 'd');
    big.set('e', 'd', answer(600));
    for (let i = 0; i < 12; i += 1) big.setAlias('e', `raw-d-${i}`, alias('d'));
    expect(big.getByAlias('e', 'raw-d-0', 'null')).toBeUndefined();
    expect(big.getByAlias('e', 'raw-d-11', 'null')).toBeDefined();
    big.clear();
    expect(big.usedBytes).toBe(0);
    expect(big.getByAlias('e', 'raw-d-11', 'null')).toBeUndefined();
  });
});
