import { describe, expect, it } from 'vitest';
import { nextRenewalDate } from './renewal-date.js';

describe('nextRenewalDate', () => {
  it('is the end date when the policy has one still ahead, none when it has passed', () => {
    expect(nextRenewalDate('2026-01-10', '2026-12-31', '2026-12-01')).toBe('2026-12-31');
    expect(nextRenewalDate('2026-01-10', '2026-12-31', '2026-12-31')).toBeNull();
  });
  it('is the next anniversary of the start date for a policy without end date', () => {
    expect(nextRenewalDate('2025-12-20', null, '2026-11-27')).toBe('2026-12-20');
    expect(nextRenewalDate('2025-11-27', null, '2026-11-27')).toBe('2027-11-27');
    expect(nextRenewalDate('2024-03-05', null, '2026-11-27')).toBe('2027-03-05');
  });
  it('never renews within the first year', () => {
    expect(nextRenewalDate('2026-11-01', null, '2026-11-27')).toBe('2027-11-01');
  });
  it('renews a 29 February start on 28 February in a common year', () => {
    expect(nextRenewalDate('2024-02-29', null, '2026-11-27')).toBe('2027-02-28');
    expect(nextRenewalDate('2024-02-29', null, '2027-11-27')).toBe('2028-02-29');
  });
});
