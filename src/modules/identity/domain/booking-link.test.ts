import { describe, expect, it } from 'vitest';
import { bookingUrlProblem, pickAdvisor } from './booking-link.js';

describe('bookingUrlProblem', () => {
  it('accepts a full https address', () => {
    expect(bookingUrlProblem('https://calendly.com/ana-asesora/30min')).toBeNull();
  });

  it.each([
    ['http://calendly.com/ana', /https/],
    ['javascript:alert(1)', /https/],
    ['calendly.com/ana', /https/],
    ['https://localhost/ana', /https/],
    ['https://user:clave@calendly.com/ana', /usuario/],
    ['https://calendly.com/a\u0000b', /control/],
    ['https://calendly.com/a b', /espacios/],
    [`https://calendly.com/${'a'.repeat(300)}`, /300/],
  ])('refuses %j in Spanish', (value, message) => {
    expect(bookingUrlProblem(value)).toMatch(message);
  });
});

describe('pickAdvisor', () => {
  it('answers null when nobody has a link', () => {
    expect(pickAdvisor([], () => 0)).toBeNull();
  });

  it('answers the advisor at the random index, clamped to the list', () => {
    expect(pickAdvisor(['a', 'b', 'c'], () => 1)).toBe('b');
    expect(pickAdvisor(['a', 'b', 'c'], () => 7)).toBe('c');
    expect(pickAdvisor(['a', 'b', 'c'], () => -2)).toBe('a');
  });

  it('reaches every advisor over the possible indexes', () => {
    const seen = new Set([0, 1, 2].map((i) => pickAdvisor(['a', 'b', 'c'], () => i)));
    expect(seen).toEqual(new Set(['a', 'b', 'c']));
  });
});
