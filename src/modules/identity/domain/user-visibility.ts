import { hasPermission } from './permissions.js';

/** The permission that lets staff read any user (spec 03 §6 back-office users; the admin users screen uses it). */
export const READ_ANY_USER = 'user:read';

/**
 * GET /api/users/{id}: the user themself, or staff holding user:read. Anyone else is told the user does not
 * exist (404, not 403), so ids cannot be probed.
 */
export function canSeeUser(viewer: { id: number; permissions: readonly string[] }, userId: number): boolean {
  return viewer.id === userId || hasPermission(viewer.permissions, READ_ANY_USER);
}
