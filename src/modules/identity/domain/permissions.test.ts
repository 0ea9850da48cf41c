import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  hasPermission,
  isPermissionString,
  LEAD_RECEIVE,
  permissionsOfRoles,
  ROLES,
} from './permissions.js';

describe('permission strings', () => {
  it('include the spec 03 §6 ones and the back-office ones, each well formed and once', () => {
    for (const p of [
      'policy:renewal',
      'employee:bulk-activation',
      'tax-document:update-status',
      'organization:metrics',
    ])
      expect(ALL_PERMISSIONS).toContain(p);
    for (const p of [
      'lead:read',
      'lead:update',
      'lead:assign',
      'lead:receive',
      'user:read',
      'user:create',
      'role:update',
      'mailbox:read',
    ])
      expect(ALL_PERMISSIONS).toContain(p);
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    expect(ALL_PERMISSIONS.filter((p) => !isPermissionString(p))).toEqual([]);
  });

  it('the default mapping names only known roles and permissions', () => {
    for (const [role, permissions] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
      expect(ROLES).toContain(role);
      expect(permissions.filter((p) => !ALL_PERMISSIONS.includes(p))).toEqual([]);
    }
    expect(DEFAULT_ROLE_PERMISSIONS.ADMIN).toEqual(ALL_PERMISSIONS.filter((p) => p !== LEAD_RECEIVE));
  });

  it('puts executives, and no administrator or supervisor, in the lead pool by default', () => {
    for (const role of ['EJECUTIVO', 'EJECUTIVO DE SOPORTE'])
      expect(hasPermission(DEFAULT_ROLE_PERMISSIONS[role]!, LEAD_RECEIVE)).toBe(true);
    for (const role of ['ADMIN', 'ADMINISTRADOR', 'SUPERVISOR', 'GERENTE', 'JEFATURA_SAC_CHILE']) {
      expect(hasPermission(DEFAULT_ROLE_PERMISSIONS[role]!, LEAD_RECEIVE)).toBe(false);
      expect(hasPermission(DEFAULT_ROLE_PERMISSIONS[role]!, 'lead:update')).toBe(true);
    }
  });
});

describe('hasPermission', () => {
  it('matches exactly, by resource wildcard or by the full wildcard', () => {
    expect(hasPermission(['lead:read'], 'lead:read')).toBe(true);
    expect(hasPermission(['lead:read'], 'lead:update')).toBe(false);
    expect(hasPermission(['lead:*'], 'lead:assign')).toBe(true);
    expect(hasPermission(['lead:*'], 'leads:read')).toBe(false);
    expect(hasPermission(['user:*'], 'lead:read')).toBe(false);
    expect(hasPermission(['*'], 'role:update')).toBe(true);
    expect(hasPermission([], 'lead:read')).toBe(false);
  });

  it('does not treat a prefix as a resource', () => {
    expect(hasPermission(['policy:*'], 'policy-employee:process-activation-accept')).toBe(false);
  });
});

describe('permissionsOfRoles', () => {
  it('unites, sorts and removes repeats', () => {
    const mapping = { A: ['lead:update', 'lead:read'], B: ['lead:read', 'user:read'] };
    expect(permissionsOfRoles(['A', 'B', 'Z'], mapping)).toEqual(['lead:read', 'lead:update', 'user:read']);
  });
});
