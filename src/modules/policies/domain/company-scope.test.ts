import { describe, expect, it } from 'vitest';
import { companyScopeOf } from './company-scope';
import { actionsFor, canMovePolicy, membershipTransition } from './membership-flow';
import { progressPercent } from './bulk-load-status';

describe('company scope (spec 03 §6)', () => {
  it('staff see every company; client roles only their own', () => {
    expect(companyScopeOf({ roles: ['ADMIN'], companyId: 4 })).toEqual({ kind: 'all' });
    expect(companyScopeOf({ roles: ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], companyId: 4 })).toEqual({
      kind: 'company',
      companyId: 4,
      includeGroup: false,
    });
    expect(companyScopeOf({ roles: ['ADMIN_GROUP_QPCLIENTS_ENTERPRISE'], companyId: 4 })).toMatchObject({
      includeGroup: true,
    });
    // A client user without a company sees nothing, even with a staff role beside it.
    expect(companyScopeOf({ roles: ['CLIENT', 'SUPERVISOR'] })).toEqual({
      kind: 'company',
      companyId: null,
      includeGroup: false,
    });
    expect(companyScopeOf({ roles: ['EJECUTIVO'] })).toEqual({ kind: 'all' });
  });
});

describe('policy-employee flows (spec 03 §4)', () => {
  it('moves only from the right status', () => {
    expect(membershipTransition('PROCESS_ACTIVATION', 'accept-activation')).toBe('ACTIVE');
    expect(membershipTransition('PROCESS_ACTIVATION', 'decline-activation')).toBe('DECLINE');
    expect(membershipTransition('ACTIVE', 'start-cancellation')).toBe('PROCESS_CANCELLATION');
    expect(membershipTransition('PROCESS_CANCELLATION', 'accept-cancellation')).toBe('CANCELED');
    expect(membershipTransition('PROCESS_CANCELLATION', 'decline-cancellation')).toBe('ACTIVE');
    expect(membershipTransition('ACTIVE', 'accept-activation')).toBeNull();
    expect(membershipTransition('CANCELED', 'start-cancellation')).toBeNull();
    expect(actionsFor('PROCESS_ACTIVATION')).toEqual(['accept-activation', 'decline-activation']);
    expect(actionsFor('DECLINE')).toEqual([]);
  });
  it('policy statuses follow their transitions', () => {
    expect(canMovePolicy('PENDING', 'ACTIVE')).toBe(true);
    expect(canMovePolicy('ACTIVE', 'CANCELED')).toBe(true);
    expect(canMovePolicy('CANCELED', 'ACTIVE')).toBe(false);
  });
  it('progress percent', () => {
    expect(progressPercent({ status: 'processing', total: 2000, processed: 999 })).toBe(49);
    expect(progressPercent({ status: 'queued', total: null, processed: 0 })).toBe(0);
    expect(progressPercent({ status: 'done', total: 0, processed: 0 })).toBe(100);
  });
});
