import { isClientUser } from '../../identity/domain/client-roles.js';

/**
 * Who sees which organization's billing (spec 03 §6, DESIGN.md "Client users only see their own company").
 * The one rule every billing route applies:
 *
 * - a user whose token carries an organization (company) claim sees only that organization;
 * - a user with a client-portal role but no organization claim sees nothing (never everything);
 * - staff (no client role) see every organization.
 */
export type BillingScope = { kind: 'all' } | { kind: 'organization'; organizationId: number } | { kind: 'none' };

export function billingScope(user: { roles: readonly string[]; organizationId?: number | null }): BillingScope {
  if (typeof user.organizationId === 'number' && Number.isInteger(user.organizationId) && user.organizationId > 0) {
    return { kind: 'organization', organizationId: user.organizationId };
  }
  return isClientUser(user.roles) ? { kind: 'none' } : { kind: 'all' };
}

/** Whether a scope lets its user see a row of `organizationId` (null: an individual buyer's policy). */
export function inScope(scope: BillingScope, organizationId: number | null): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none') return false;
  return organizationId === scope.organizationId;
}
