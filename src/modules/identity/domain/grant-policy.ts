import { hasPermission, LEAD_RECEIVE } from './permissions.js';

/**
 * Permissions that mark a duty rather than a power: granting one gives the grantee no extra reach, so it is
 * granted by whoever holds the listed permission instead (ADMIN does not receive leads yet puts executives in
 * the pool; so may a supervisor, who assigns leads anyway).
 */
const GRANTED_BY_HOLDERS_OF: Readonly<Record<string, string>> = { [LEAD_RECEIVE]: 'lead:assign' };

function mayGrant(actorPermissions: readonly string[], permission: string): boolean {
  if (hasPermission(actorPermissions, permission)) return true;
  const instead = GRANTED_BY_HOLDERS_OF[permission];
  return instead !== undefined && hasPermission(actorPermissions, instead);
}

/**
 * Nobody grants more than they hold: a role may be given to a user, or a permission added to a role, only
 * by someone who holds every permission it carries (duties above aside). Answers what the actor may not grant
 * (empty: all fine).
 */
export function ungrantablePermissions(actorPermissions: readonly string[], granted: readonly string[]): string[] {
  return [...new Set(granted.filter((permission) => !mayGrant(actorPermissions, permission)))].sort();
}

/** The roles among `added` that carry a permission the actor lacks. */
export function ungrantableRoles(
  actorPermissions: readonly string[],
  added: readonly string[],
  permissionsByRole: ReadonlyMap<string, readonly string[]>,
): string[] {
  return added.filter((role) => ungrantablePermissions(actorPermissions, permissionsByRole.get(role) ?? []).length > 0);
}
