import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_DAYS, withdrawalDeadline, withinWithdrawalWindow } from './withdrawal.js';

describe('withdrawal window of a distance contract', () => {
  it('is open from the purchase day through day 10, and closed after', () => {
    expect(WITHDRAWAL_DAYS).toBe(10);
    expect(withinWithdrawalWindow('2026-11-20', '2026-11-20')).toBe(true);
    expect(withinWithdrawalWindow('2026-11-20', '2026-11-30')).toBe(true);
    expect(withinWithdrawalWindow('2026-11-20', '2026-12-01')).toBe(false);
  });

  it('crosses months and years by calendar days', () => {
    expect(withinWithdrawalWindow('2026-12-25', '2027-01-04')).toBe(true);
    expect(withinWithdrawalWindow('2026-12-25', '2027-01-05')).toBe(false);
    expect(withdrawalDeadline('2026-12-25')).toBe('2027-01-04');
    expect(withdrawalDeadline('2028-02-25')).toBe('2028-03-06');
  });

  it('a day before the purchase is not in it', () => {
    expect(withinWithdrawalWindow('2026-11-20', '2026-11-19')).toBe(false);
  });
});
