import type { Request } from 'express';
import type { AuthenticatedUser } from '../../../platform/tokens.js';
import { billingScope, type BillingScope } from '../domain/scope.js';

/** Where a signed-in user's organization (company) comes from. */
export type UserOrganization = (user: AuthenticatedUser) => number | null;

/**
 * THE place that reads the organization claim. The policies work adds a company/organization claim to
 * identity users and their tokens; until it lands, `organizationId` is read defensively from req.user, so
 * wiring it is a change to this one function (or a rebind of BILLING.UserOrganization).
 */
export const organizationClaim: UserOrganization = (user) => {
  const claim = (user as { organizationId?: unknown }).organizationId;
  return typeof claim === 'number' && Number.isInteger(claim) ? claim : null;
};

/** The caller's billing scope (domain/scope.ts): every billing route passes it to its reads and writes. */
export function scopeOf(req: Request, organizationOf: UserOrganization): BillingScope {
  if (!req.user) return { kind: 'none' };
  return billingScope({ roles: req.user.roles, organizationId: organizationOf(req.user) });
}
