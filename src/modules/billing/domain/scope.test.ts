import { describe, expect, it } from 'vitest';
import { billingScope, inScope } from './scope';

describe('billing scope: client users see only their own organization', () => {
  it('scopes a user with an organization claim to it, whatever the roles', () => {
    expect(billingScope({ roles: ['CLIENT'], organizationId: 7 })).toEqual({ kind: 'organization', organizationId: 7 });
    expect(billingScope({ roles: ['ADMIN'], organizationId: 7 })).toEqual({ kind: 'organization', organizationId: 7 });
  });

  it('gives a client role without an organization claim nothing, never everything', () => {
    for (const role of ['CLIENT', 'ADMIN_CLIENT_QPCLIENTS_ENTERPRISE', 'PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE']) {
      expect(billingScope({ roles: ['BACKOFFICE', role] })).toEqual({ kind: 'none' });
    }
    expect(billingScope({ roles: ['CLIENT'], organizationId: 0 })).toEqual({ kind: 'none' });
    expect(billingScope({ roles: ['CLIENT'], organizationId: null })).toEqual({ kind: 'none' });
  });

  it('lets staff see every organization', () => {
    expect(billingScope({ roles: ['BACKOFFICE'] })).toEqual({ kind: 'all' });
    expect(billingScope({ roles: [] })).toEqual({ kind: 'all' });
  });

  it('checks a row against the scope (individual policies have no organization)', () => {
    expect(inScope({ kind: 'all' }, null)).toBe(true);
    expect(inScope({ kind: 'organization', organizationId: 7 }, 7)).toBe(true);
    expect(inScope({ kind: 'organization', organizationId: 7 }, 8)).toBe(false);
    expect(inScope({ kind: 'organization', organizationId: 7 }, null)).toBe(false);
    expect(inScope({ kind: 'none' }, 7)).toBe(false);
  });
});
