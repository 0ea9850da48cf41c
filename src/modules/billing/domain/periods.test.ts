import { describe, expect, it } from 'vitest';
import { PERIODICITIES } from './periodicity';
import { MAX_PERIODS, PAYMENT_TERM_DAYS, periodDays, schedulePeriods } from './periods';

describe('payment periods of a policy', () => {
  it('opens a year of periods for every periodicity, contiguous, covering the year exactly', () => {
    for (const { months, paymentsPerYear } of PERIODICITIES) {
      const periods = schedulePeriods({ startDate: '2026-03-15', endDate: null, months });
      expect(periods).toHaveLength(paymentsPerYear);
      expect(periods[0]?.startDate).toBe('2026-03-15');
      expect(periods.at(-1)?.endDate).toBe('2027-03-14');
      expect(periods.reduce((days, p) => days + periodDays(p), 0)).toBe(365);
      for (let i = 1; i < periods.length; i++) {
        const prev = periods[i - 1]!;
        const next = periods[i]!;
        expect(
          new Date(`${next.startDate}T00:00:00Z`).getTime() - new Date(`${prev.endDate}T00:00:00Z`).getTime(),
        ).toBe(86_400_000);
      }
    }
  });

  it('monthly periods: billing on the first day, due PAYMENT_TERM_DAYS later, numbered from 1', () => {
    const [first, second] = schedulePeriods({ startDate: '2026-01-01', endDate: null, months: 1 });
    expect(PAYMENT_TERM_DAYS).toBe(10);
    expect(first).toEqual({
      seq: 1,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      billingDate: '2026-01-01',
      dueDate: '2026-01-11',
    });
    expect(second).toMatchObject({ seq: 2, startDate: '2026-02-01', endDate: '2026-02-28' });
  });

  it('anchors on the start date so a 31st does not drift', () => {
    const periods = schedulePeriods({ startDate: '2026-01-31', endDate: null, months: 1 });
    expect(periods.slice(0, 4).map((p) => p.startDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(periods[0]?.endDate).toBe('2026-02-27');
  });

  it('cuts the last period at the end date (inclusive) and opens none after it', () => {
    const periods = schedulePeriods({ startDate: '2026-01-01', endDate: '2026-05-15', months: 2 });
    expect(periods.map((p) => [p.startDate, p.endDate])).toEqual([
      ['2026-01-01', '2026-02-28'],
      ['2026-03-01', '2026-04-30'],
      ['2026-05-01', '2026-05-15'],
    ]);
    expect(schedulePeriods({ startDate: '2026-01-01', endDate: '2026-01-01', months: 12 })).toHaveLength(1);
    expect(schedulePeriods({ startDate: '2026-01-02', endDate: '2026-01-01', months: 1 })).toEqual([]);
  });

  it('caps absurd end dates and refuses unknown periodicities', () => {
    expect(schedulePeriods({ startDate: '2026-01-01', endDate: '2099-12-31', months: 1 })).toHaveLength(MAX_PERIODS);
    expect(() => schedulePeriods({ startDate: '2026-01-01', endDate: null, months: 5 })).toThrow('Periodicidad');
    expect(() => schedulePeriods({ startDate: 'mañana', endDate: null, months: 1 })).toThrow('Fecha inválida');
  });
});
