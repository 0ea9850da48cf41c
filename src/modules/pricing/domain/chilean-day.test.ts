import { describe, expect, it } from 'vitest';
import { chileanDate, chileanToday } from './chilean-day.js';

describe('chileanDate (America/Santiago)', () => {
  it('23:30 of a summer evening (UTC-3) is still that day, though UTC is already the next one', () => {
    const instant = new Date('2026-01-16T02:30:00Z'); // 15 Jan 23:30 in Santiago
    expect(instant.toISOString().slice(0, 10)).toBe('2026-01-16');
    expect(chileanDate(instant)).toBe('2026-01-15');
  });

  it('23:30 of a winter evening (UTC-4) is still that day', () => {
    expect(chileanDate(new Date('2026-07-16T03:30:00Z'))).toBe('2026-07-15');
    expect(chileanDate(new Date('2026-07-16T04:00:00Z'))).toBe('2026-07-16'); // midnight
  });

  it('the night summer time ends (first Sunday of April, 24:00 -> 23:00): both 23:30 are Saturday', () => {
    expect(chileanDate(new Date('2026-04-05T02:30:00Z'))).toBe('2026-04-04'); // 23:30 UTC-3
    expect(chileanDate(new Date('2026-04-05T03:30:00Z'))).toBe('2026-04-04'); // 23:30 again, UTC-4
    expect(chileanDate(new Date('2026-04-05T04:00:00Z'))).toBe('2026-04-05'); // 00:00 UTC-4
  });

  it('the night summer time starts (first Sunday of September, 24:00 -> 01:00)', () => {
    expect(chileanDate(new Date('2026-09-06T03:30:00Z'))).toBe('2026-09-05'); // 23:30 UTC-4
    expect(chileanDate(new Date('2026-09-06T03:59:59Z'))).toBe('2026-09-05');
    expect(chileanDate(new Date('2026-09-06T04:00:00Z'))).toBe('2026-09-06'); // 01:00 UTC-3
  });

  it('early morning in Chile is the same date as UTC', () => {
    expect(chileanDate(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
  });

  it('chileanToday reads the clock it is given', () => {
    expect(chileanToday({ now: () => new Date('2026-12-31T23:30:00-03:00') })).toBe('2026-12-31');
  });
});
