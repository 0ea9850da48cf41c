import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  const rule = { name: 'form', max: 3, windowMs: 1000 };

  it('allows max hits per window, refuses the next, and opens again after the window', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.hit('1.2.3.4', rule).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('1.2.3.4', rule)).toMatchObject({ allowed: false, remaining: 0 });
    now = 1000;
    expect(limiter.hit('1.2.3.4', rule).allowed).toBe(true);
  });

  it('counts keys and rules apart', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 3; i++) limiter.hit('a', rule);
    expect(limiter.hit('b', rule).allowed).toBe(true);
    expect(limiter.hit('a', { ...rule, name: 'other' }).allowed).toBe(true);
    expect(limiter.hit('a', rule).allowed).toBe(false);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 4; i++) limiter.hit('a', rule);
    limiter.reset('a', rule);
    expect(limiter.hit('a', rule).allowed).toBe(true);
  });
});
