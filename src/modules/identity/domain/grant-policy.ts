import { hasPermission } from './permissions.js';

/**
 * Nobody grants more than they hold: a role may be given to a user, or a permission added to a role, only
 * by someone who holds every permission it carries. Answers what the actor may not grant (empty: all fine).
 */
export function ungrantablePermissions(actorPermissions: readonly string[], granted: readonly string[]): string[] {
  return [...new Set(granted.filter((permission) => !hasPermission(actorPermissions, permission)))].sort();
}

/** The roles among `added` that carry a permission the actor lacks. */
export function ungrantableRoles(
  actorPermissions: readonly string[],
  added: readonly string[],
  permissionsByRole: ReadonlyMap<string, readonly string[]>,
): string[] {
  return added.filter((role) => ungrantablePermissions(actorPermissions, permissionsByRole.get(role) ?? []).length > 0);
}
