import { describe, expect, it } from 'vitest';
import { CLIENT_ROLES, isClientUser } from './client-roles';
import { ROLES } from './permissions';

describe('client-company roles (spec 03 §6)', () => {
  it('tells a client user from staff', () => {
    expect(isClientUser(['CLIENT'])).toBe(true);
    expect(isClientUser(['SUPERVISOR', 'PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'])).toBe(true);
    expect(isClientUser(['EJECUTIVO', 'ADMIN_QUEPLAN_QPCLIENTS_ENTERPRISE'])).toBe(false);
    expect(isClientUser([])).toBe(false);
  });

  it('lists only roles the spec defines', () => {
    expect(ROLES).toEqual(expect.arrayContaining([...CLIENT_ROLES]));
  });
});
