import { DEFAULT_ROLE_PERMISSIONS } from '@domain/identity/domain/permissions';
import { describe, expect, it } from 'vitest';
import { canAccessWith } from '../../auth/access';

/** Products and organizations screens follow the seeded role mapping: ADMIN edits, readers only read. */
describe('back-office catalogue screens by role', () => {
  const can = (role: string, resource: string, action: string) =>
    canAccessWith(DEFAULT_ROLE_PERMISSIONS[role] ?? [], resource, action);

  it('ADMIN lists, shows and edits products and organizations', () => {
    for (const resource of ['products', 'organizations'])
      for (const action of ['list', 'show', 'edit']) expect(can('ADMIN', resource, action)).toBe(true);
  });

  it('SUPERVISOR and BACKOFFICE read but do not edit; EJECUTIVO sees neither menu', () => {
    for (const role of ['SUPERVISOR', 'BACKOFFICE']) {
      expect(can(role, 'products', 'list')).toBe(true);
      expect(can(role, 'organizations', 'show')).toBe(true);
      expect(can(role, 'products', 'edit')).toBe(false);
      expect(can(role, 'organizations', 'edit')).toBe(false);
    }
    expect(can('EJECUTIVO', 'products', 'list')).toBe(false);
    expect(can('EJECUTIVO', 'organizations', 'list')).toBe(false);
  });

  it('nobody creates or deletes catalogue rows from the back-office', () => {
    expect(can('ADMIN', 'products', 'create')).toBe(false);
    expect(can('ADMIN', 'organizations', 'delete')).toBe(false);
  });
});
