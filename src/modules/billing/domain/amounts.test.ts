import { describe, expect, it } from 'vitest';
import { amountInClp, coveredDays, periodAmount, type PeriodAmountInput } from './amounts';

const january = { startDate: '2026-01-01', endDate: '2026-01-31' };
const base: PeriodAmountInput = {
  premium: { amount: '1.25', currency: 'UF' },
  basis: 'per-insured',
  months: 1,
  period: january,
  policyStartDate: '2026-01-01',
  canceledAt: null,
  insured: [],
};
const person = (startDate: string, exclusionDate: string | null = null) => ({ startDate, exclusionDate });

describe('period amounts with proration (exact, with unit)', () => {
  it('charges the premium for each person covered the whole period', () => {
    const amount = periodAmount({
      ...base,
      insured: [person('2025-06-01'), person('2026-01-01'), person('2025-12-31')],
    });
    expect(amount).toEqual({ amount: '3.75', currency: 'UF', insuredCount: 3, prorated: false });
  });

  it('multiplies the monthly premium by the months of the period', () => {
    const quarter = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(periodAmount({ ...base, months: 3, period: quarter, insured: [person('2026-01-01')] }).amount).toBe('3.75');
    const year = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(
      periodAmount({
        ...base,
        premium: { amount: '15990', currency: 'CLP' },
        months: 12,
        period: year,
        insured: [person('2026-01-01')],
      }),
    ).toMatchObject({ amount: '191880', currency: 'CLP' });
  });

  it('prorates a mid-period activation by covered days (start day included)', () => {
    // 16 Jan to 31 Jan: 16 of 31 days; 1.25 × 16/31 = 0.645161… -> 0.6452
    const amount = periodAmount({ ...base, insured: [person('2026-01-16')] });
    expect(amount).toEqual({ amount: '0.6452', currency: 'UF', insuredCount: 1, prorated: true });
    expect(coveredDays(january, person('2026-01-16'), null)).toBe(16);
  });

  it('prorates a mid-period exclusion: the exclusion date is the first day not covered', () => {
    expect(coveredDays(january, person('2025-01-01', '2026-01-11'), null)).toBe(10);
    expect(periodAmount({ ...base, insured: [person('2025-01-01', '2026-01-11')] }).amount).toBe('0.4032');
    // Excluded on the first day of the period: not covered at all, not counted.
    expect(periodAmount({ ...base, insured: [person('2025-01-01', '2026-01-01')] })).toMatchObject({
      amount: '0',
      insuredCount: 0,
    });
    // Excluded the day after the period: fully covered.
    expect(periodAmount({ ...base, insured: [person('2025-01-01', '2026-02-01')] }).prorated).toBe(false);
  });

  it('covers nobody from the cancellation date, and nobody starting after the period', () => {
    const amount = periodAmount({
      ...base,
      canceledAt: '2026-01-21',
      insured: [person('2026-01-01'), person('2026-01-25'), person('2026-02-01')],
    });
    // One person 20 of 31 days: 1.25 × 20/31 = 0.806451… -> 0.8065
    expect(amount).toEqual({ amount: '0.8065', currency: 'UF', insuredCount: 1, prorated: true });
  });

  it('sums exactly and rounds once (31 people for 1 day each = 1 person-month)', () => {
    const insured = Array.from({ length: 31 }, (_, i) => {
      const day = String(i + 1).padStart(2, '0');
      const next = i === 30 ? '2026-02-01' : `2026-01-${String(i + 2).padStart(2, '0')}`;
      return person(`2026-01-${day}`, next);
    });
    expect(periodAmount({ ...base, insured }).amount).toBe('1.25');
  });

  it('per-policy premiums charge the policy once, whoever is insured', () => {
    const amount = periodAmount({
      ...base,
      basis: 'per-policy',
      premium: { amount: '29990', currency: 'CLP' },
      insured: [person('2026-01-01'), person('2026-01-01')],
    });
    expect(amount).toEqual({ amount: '29990', currency: 'CLP', insuredCount: 1, prorated: false });
    const canceled = periodAmount({
      ...base,
      basis: 'per-policy',
      premium: { amount: '31000', currency: 'CLP' },
      canceledAt: '2026-01-11',
    });
    expect(canceled.amount).toBe('10000');
  });

  it('converts to pesos with the UF of the billing date, from the stored UF amount', () => {
    expect(amountInClp('1.25', 'UF', '39214.8')).toBe(49019); // 49018.5 -> 49019
    expect(amountInClp('0.6452', 'UF', '39214.8')).toBe(25301); // 25301.388…
    expect(amountInClp('191880', 'CLP', null)).toBe(191880);
    expect(amountInClp('1.25', 'UF', null)).toBeNull();
    expect(amountInClp('10.5', 'USD', '39214.8')).toBeNull();
  });
});
