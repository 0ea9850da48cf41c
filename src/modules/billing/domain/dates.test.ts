import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isIsoDate, isoDate } from './dates';

describe('calendar dates', () => {
  it('validates ISO dates, taking the date part of a timestamp', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isoDate('2026-03-01T12:00:00.000Z')).toBe('2026-03-01');
    expect(() => isoDate('01-03-2026')).toThrow('Fecha inválida');
  });

  it('adds months clamping to the end of the month, and days across years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });
});
