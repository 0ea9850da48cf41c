/**
 * Who sees which companies (spec 03 §6): staff roles see every client organization; the client roles
 * see only their own organization, found from the token's company claim (a group administrator sees
 * the organizations of its group). A client user without a company sees nothing.
 */
export const CLIENT_ROLES = [
  'CLIENT',
  'ADMIN_CLIENT_QPCLIENTS',
  'ADMIN_CLIENT_QPCLIENTS_ENTERPRISE',
  'ADMIN_GROUP_QPCLIENTS_ENTERPRISE',
  'PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE',
  'EXTERNAL_ADMIN_QPCLIENTS',
] as const;

export const GROUP_ROLE = 'ADMIN_GROUP_QPCLIENTS_ENTERPRISE';

export type CompanyScope = { kind: 'all' } | { kind: 'company'; companyId: number | null; includeGroup: boolean };

export function isClientUser(roles: readonly string[]): boolean {
  return roles.some((role) => (CLIENT_ROLES as readonly string[]).includes(role));
}

export function companyScopeOf(user: { roles: readonly string[]; companyId?: number | null }): CompanyScope {
  if (!isClientUser(user.roles)) return { kind: 'all' };
  return { kind: 'company', companyId: user.companyId ?? null, includeGroup: user.roles.includes(GROUP_ROLE) };
}
