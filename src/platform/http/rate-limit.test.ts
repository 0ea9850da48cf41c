import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter as RateLimiter } from './rate-limit.js';

describe('MemoryRateLimiter', () => {
  const rule = { name: 'form', max: 3, windowMs: 1000 };

  it('allows max hits per window, refuses the next, and opens again after the window', async () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('1.2.3.4', rule)).allowed).toBe(true);
    expect(await limiter.hit('1.2.3.4', rule)).toMatchObject({ allowed: false, remaining: 0 });
    now = 1000;
    expect((await limiter.hit('1.2.3.4', rule)).allowed).toBe(true);
  });

  it('counts keys and rules apart', async () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 3; i++) await limiter.hit('a', rule);
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    expect((await limiter.hit('a', { ...rule, name: 'other' })).allowed).toBe(true);
    expect((await limiter.hit('a', rule)).allowed).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 4; i++) await limiter.hit('a', rule);
    await limiter.reset('a', rule);
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });
});
