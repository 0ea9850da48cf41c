import { ungrantablePermissions } from './grant-policy.js';
import type { UserStatus } from './permissions.js';

/** A stored sign-in link as the rule needs it (the row keeps only a keyed hash of the link's secret). */
export interface AccessLinkState {
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Whether a sign-in link still opens a session for its user: not used, not expired, and the user active.
 * Every other case gets the same answer, so a caller cannot tell which one it hit.
 */
export function accessLinkOpens(link: AccessLinkState | null, userStatus: UserStatus | null, now: Date): boolean {
  return link !== null && link.usedAt === null && link.expiresAt.getTime() > now.getTime() && userStatus === 'Activo';
}

/**
 * A link signs its holder in as the user, and the issuer sees it: so, like granting a role (grant-policy.ts),
 * only someone who holds every permission the user has may issue one. Answers the permissions that stop it.
 */
export function accessLinkRefusals(issuerPermissions: readonly string[], userPermissions: readonly string[]): string[] {
  return ungrantablePermissions(issuerPermissions, userPermissions);
}
