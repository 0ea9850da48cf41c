import { isClientUser } from '../../identity/domain/client-roles.js';

/**
 * Who sees which companies (spec 03 §6): staff roles see every client organization; the client roles
 * see only their own organization, found from the token's company claim (a group administrator sees
 * the organizations of its group). A client user without a company sees nothing.
 */
export const GROUP_ROLE = 'ADMIN_GROUP_QPCLIENTS_ENTERPRISE';

export type CompanyScope = { kind: 'all' } | { kind: 'company'; companyId: number | null; includeGroup: boolean };

export function companyScopeOf(user: { roles: readonly string[]; companyId?: number | null }): CompanyScope {
  if (!isClientUser(user.roles)) return { kind: 'all' };
  return { kind: 'company', companyId: user.companyId ?? null, includeGroup: user.roles.includes(GROUP_ROLE) };
}
