import { describe, expect, it } from 'vitest';
import { cuttingDayError, nextOperationDate, requestDaysError, retroactiveDaysError } from './next-operation-date';

describe('next-operation date (spec 03 §4)', () => {
  it('before or on the cutting day: the first of next month', () => {
    expect(nextOperationDate('2026-11-01', 20)).toBe('2026-12-01');
    expect(nextOperationDate('2026-11-19', 20)).toBe('2026-12-01');
    expect(nextOperationDate('2026-11-20', 20)).toBe('2026-12-01');
  });

  it('past the cutting day: the first of the month after next', () => {
    expect(nextOperationDate('2026-11-21', 20)).toBe('2027-01-01');
    expect(nextOperationDate('2026-11-30', 20)).toBe('2027-01-01');
  });

  it('rolls over the year end', () => {
    expect(nextOperationDate('2026-12-10', 15)).toBe('2027-01-01');
    expect(nextOperationDate('2026-12-16', 15)).toBe('2027-02-01');
  });

  it('a cutting day beyond the month length means the last day', () => {
    expect(nextOperationDate('2027-02-28', 31)).toBe('2027-03-01');
    expect(nextOperationDate('2028-02-29', 30)).toBe('2028-03-01');
    expect(nextOperationDate('2026-04-30', 31)).toBe('2026-05-01');
  });

  it('cutting day 1: only the first of the month is on time', () => {
    expect(nextOperationDate('2026-06-01', 1)).toBe('2026-07-01');
    expect(nextOperationDate('2026-06-02', 1)).toBe('2026-08-01');
  });

  it('validates settings', () => {
    expect(cuttingDayError(0)).not.toBeNull();
    expect(cuttingDayError(32)).not.toBeNull();
    expect(cuttingDayError(1)).toBeNull();
    expect(cuttingDayError(31)).toBeNull();
    expect(cuttingDayError(2.5)).not.toBeNull();
    expect(retroactiveDaysError(30)).toBeNull();
    expect(retroactiveDaysError(-1)).not.toBeNull();
    expect(retroactiveDaysError(366)).not.toBeNull();
    expect(requestDaysError(15)).toBeNull();
    expect(requestDaysError(0)).toBeNull();
    expect(requestDaysError(-1)).toBe('Los días de solicitud deben estar entre 0 y 365.');
    expect(requestDaysError(1.5)).not.toBeNull();
  });
});
