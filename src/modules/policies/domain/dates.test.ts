import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, formatDateCl, isIsoDate, isoDate, parseCellDate } from './dates';

describe('calendar dates for spreadsheets', () => {
  it('reads the date shapes payroll files hold', () => {
    expect(parseCellDate('2026-03-05')).toBe('2026-03-05');
    expect(parseCellDate('2026-03-05T00:00:00.000Z')).toBe('2026-03-05');
    expect(parseCellDate('05-03-2026')).toBe('2026-03-05');
    expect(parseCellDate('5/3/2026')).toBe('2026-03-05');
    expect(parseCellDate('05.03.2026')).toBe('2026-03-05');
    expect(parseCellDate(new Date(Date.UTC(2026, 2, 5)))).toBe('2026-03-05');
    expect(parseCellDate(46086)).toBe('2026-03-05'); // Excel serial
    expect(parseCellDate('46086')).toBe('2026-03-05');
  });
  it('refuses what is not a calendar date', () => {
    for (const bad of [
      '2026-02-30',
      '31-04-2026',
      'mañana',
      '',
      '2026/13/01',
      null,
      undefined,
      {},
      0,
      -5,
      new Date('x'),
    ])
      expect(parseCellDate(bad)).toBeNull();
  });
  it('adds days and months, clamping month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(formatDateCl('2026-03-05')).toBe('05-03-2026');
  });
});

describe('isoDate by arithmetic agrees with the calendar of Date', () => {
  const byDate = (year: number, month: number, day: number) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    return date.toISOString().slice(0, 10);
  };

  it('for every day of leap and common years, centuries included, and for impossible dates', () => {
    for (const year of [1, 99, 100, 999, 1000, 1900, 1999, 2000, 2024, 2025, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) expect(isoDate(year, month, day)).toBe(byDate(year, month, day));
      }
    }
  });

  it('for any numbers, integer or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: 12_000 }), fc.double({ noNaN: true, min: -10, max: 12_000 })),
        fc.integer({ min: -2, max: 15 }),
        fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double({ noNaN: true, min: -2, max: 40 })),
        (year, month, day) => isoDate(year, month, day) === byDate(year, month, day),
      ),
    );
  });
});
