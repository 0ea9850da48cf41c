import { describe, expect, it } from 'vitest';
import { CYBER_DAY, isEventRunning, isEventVisible } from './events.js';

describe('Cyber Day visibility (spec 01 §4, §9)', () => {
  it('is visible until its finish, Chilean time, and hidden after', () => {
    expect(isEventVisible(CYBER_DAY, new Date('2025-06-05T12:00:00-04:00'))).toBe(true);
    expect(isEventVisible(CYBER_DAY, new Date('2025-06-09T23:59:59-04:00'))).toBe(true);
    expect(isEventVisible(CYBER_DAY, new Date('2025-06-10T00:00:00-04:00'))).toBe(false);
    expect(isEventVisible(CYBER_DAY, new Date('2026-11-22T10:00:00Z'))).toBe(false);
  });

  it('is running only between start and finish', () => {
    expect(isEventRunning(CYBER_DAY, new Date('2025-06-01T22:29:59-04:00'))).toBe(false);
    expect(isEventRunning(CYBER_DAY, new Date('2025-06-01T22:30:00-04:00'))).toBe(true);
  });

  it('is hidden when switched off', () => {
    expect(isEventVisible({ ...CYBER_DAY, show: false }, new Date('2025-06-05T12:00:00-04:00'))).toBe(false);
  });
});
