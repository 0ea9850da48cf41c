import { describe, expect, it } from 'vitest';
import { ungrantablePermissions, ungrantableRoles } from './grant-policy.js';
import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS, LEAD_RECEIVE } from './permissions.js';

describe('grant policy: nobody grants more than they hold', () => {
  const byRole = new Map([
    ['EJECUTIVO', ['lead:read', 'lead:receive', 'lead:update']],
    ['SUPERVISOR', ['lead:read', 'lead:update', 'lead:assign', 'user:read']],
    ['ADMIN', ['lead:read', 'role:update', 'user:update']],
    ['VACIO', []],
  ]);

  it('lets an actor grant roles whose permissions they all hold', () => {
    const supervisor = byRole.get('SUPERVISOR')!;
    expect(ungrantableRoles(supervisor, ['EJECUTIVO', 'SUPERVISOR', 'VACIO'], byRole)).toEqual([]);
  });

  it('refuses roles carrying a permission the actor lacks', () => {
    const supervisor = byRole.get('SUPERVISOR')!;
    expect(ungrantableRoles(supervisor, ['EJECUTIVO', 'ADMIN'], byRole)).toEqual(['ADMIN']);
  });

  it('wildcards count as holding', () => {
    expect(ungrantableRoles(['*'], ['ADMIN'], byRole)).toEqual([]);
    expect(ungrantablePermissions(['lead:*'], ['lead:assign', 'user:read', 'user:read'])).toEqual(['user:read']);
  });

  it('lead:receive is granted by whoever assigns leads, without holding it', () => {
    const admin = DEFAULT_ROLE_PERMISSIONS.ADMIN!;
    expect(admin).not.toContain(LEAD_RECEIVE);
    expect(ungrantableRoles(admin, ['EJECUTIVO'], byRole)).toEqual([]);
    expect(ungrantablePermissions(admin, [LEAD_RECEIVE])).toEqual([]);
    expect(ungrantablePermissions(['lead:read', 'lead:update'], [LEAD_RECEIVE])).toEqual([LEAD_RECEIVE]);
    expect(ungrantablePermissions(['lead:assign'], [LEAD_RECEIVE, 'lead:update'])).toEqual(['lead:update']);
    // The exception is only for lead:receive: ADMIN still grants everything else because it holds it.
    expect(ungrantablePermissions(admin, ALL_PERMISSIONS)).toEqual([]);
  });
});
