import { describe, expect, it } from 'vitest';
import { ungrantablePermissions, ungrantableRoles } from './grant-policy.js';

describe('grant policy: nobody grants more than they hold', () => {
  const byRole = new Map([
    ['EJECUTIVO', ['lead:read', 'lead:update']],
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
});
