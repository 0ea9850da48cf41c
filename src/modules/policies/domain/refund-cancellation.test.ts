import { describe, expect, it } from 'vitest';
import { POLICY_STATUSES } from './statuses';
import { membershipCancelledByRefund, statusAfterRefund } from './refund-cancellation';

describe('a refund cancels the policy (issue 25 hole 3)', () => {
  it('cancels every stage that is not over, and leaves an ended policy alone', () => {
    expect(Object.fromEntries(POLICY_STATUSES.map((s) => [s, statusAfterRefund(s)]))).toEqual({
      ACTIVE: 'CANCELED',
      PENDING: 'CANCELED',
      PROCESS_ACTIVATION: 'CANCELED',
      PROCESS_CANCELLATION: 'CANCELED',
      CANCELED: null,
      DECLINE: null,
    });
  });

  it('cancels the insured people still covered or in process, not those already out', () => {
    expect(POLICY_STATUSES.filter(membershipCancelledByRefund)).toEqual([
      'ACTIVE',
      'PENDING',
      'PROCESS_ACTIVATION',
      'PROCESS_CANCELLATION',
    ]);
  });
});
