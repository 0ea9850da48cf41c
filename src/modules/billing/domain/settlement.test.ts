import { describe, expect, it } from 'vitest';
import { settlePeriods } from './settlement';

const period = (amountClp: number | null, paidClp = 0, billable = true) => ({ amountClp, paidClp, billable });

describe('settling periods: credits from reduced paid periods (issue 12)', () => {
  it('keeps the usual states when nothing is overpaid', () => {
    expect(settlePeriods([period(100_000, 100_000), period(100_000, 40_000), period(100_000)])).toEqual([
      { creditClp: 0, creditOutClp: 0, status: 'PAID' },
      { creditClp: 0, creditOutClp: 0, status: 'PARTIAL' },
      { creditClp: 0, creditOutClp: 0, status: 'PENDING' },
    ]);
  });

  it('turns the difference of a paid period later reduced into a credit on the next period', () => {
    // March was paid 147,044 (3 people); an exclusion on 11 March lowers it to 113,840: 33,204 of credit.
    const [march, april, may] = settlePeriods([period(113_840, 147_044), period(98_037), period(98_037)]);
    expect(march).toEqual({ creditClp: 0, creditOutClp: 33_204, status: 'PAID' });
    expect(april).toEqual({ creditClp: 33_204, creditOutClp: 0, status: 'PARTIAL' });
    expect(may).toEqual({ creditClp: 0, creditOutClp: 0, status: 'PENDING' });
  });

  it('carries what the next period does not need to the ones after, skipping periods already paid', () => {
    const settled = settlePeriods([period(10_000, 100_000), period(30_000, 30_000), period(30_000), period(30_000)]);
    expect(settled.map((s) => [s.creditClp, s.creditOutClp, s.status])).toEqual([
      [0, 90_000, 'PAID'],
      [0, 90_000, 'PAID'],
      [30_000, 60_000, 'PAID'],
      [30_000, 30_000, 'PAID'],
    ]);
  });

  it('a partly paid next period takes only what it still owes, at the edge exactly', () => {
    expect(settlePeriods([period(1, 5_001), period(10_000, 5_000)])[1]).toEqual({
      creditClp: 5_000,
      creditOutClp: 0,
      status: 'PAID',
    });
    expect(settlePeriods([period(1, 5_000), period(10_000, 5_000)])[1]).toEqual({
      creditClp: 4_999,
      creditOutClp: 0,
      status: 'PARTIAL',
    });
  });

  it('passes credits and payments through periods that owe nothing; the rest is the policy balance', () => {
    // Cancelled in period 2: period 3 is not billable, yet it had been paid in advance.
    const settled = settlePeriods([period(50_000, 80_000), period(20_000), period(50_000, 50_000, false)]);
    expect(settled).toEqual([
      { creditClp: 0, creditOutClp: 30_000, status: 'PAID' },
      { creditClp: 20_000, creditOutClp: 10_000, status: 'PAID' },
      { creditClp: 0, creditOutClp: 60_000, status: 'NA' },
    ]);
    expect(settlePeriods([period(0, 0), period(10_000)])[1]!.status).toBe('PENDING');
  });

  it('does not spend a credit on a period whose pesos are unknown', () => {
    expect(settlePeriods([period(1_000, 3_000), period(null, 500), period(1_000)])).toEqual([
      { creditClp: 0, creditOutClp: 2_000, status: 'PAID' },
      { creditClp: 0, creditOutClp: 2_000, status: 'PARTIAL' },
      { creditClp: 1_000, creditOutClp: 1_000, status: 'PAID' },
    ]);
  });

  it("opens a renewal's settlement with the credit its renewed policy left after the last period", () => {
    const renewed = settlePeriods([period(50_000, 50_000), period(50_000, 75_000)]);
    const closing = renewed[renewed.length - 1]!.creditOutClp;
    expect(closing).toBe(25_000);
    // The renewal's first period owes 40,000: the credit pays 25,000 of it; the second gets nothing.
    expect(settlePeriods([period(40_000), period(40_000)], closing)).toEqual([
      { creditClp: 25_000, creditOutClp: 0, status: 'PARTIAL' },
      { creditClp: 0, creditOutClp: 0, status: 'PENDING' },
    ]);
    // A credit larger than a period pays it and goes on; a period that owes nothing passes it through.
    expect(settlePeriods([period(0), period(10_000), period(10_000)], 15_000)).toEqual([
      { creditClp: 0, creditOutClp: 15_000, status: 'NA' },
      { creditClp: 10_000, creditOutClp: 5_000, status: 'PAID' },
      { creditClp: 5_000, creditOutClp: 0, status: 'PARTIAL' },
    ]);
    // Without an opening credit (a first term) nothing changes; a negative one is never a debt.
    expect(settlePeriods([period(10_000)], 0)).toEqual(settlePeriods([period(10_000)]));
    expect(settlePeriods([period(10_000)], -5)[0]).toEqual({ creditClp: 0, creditOutClp: 0, status: 'PENDING' });
  });
});
