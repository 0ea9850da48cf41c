/**
 * The client-company roles of spec 03 §6: people of an insured company who use the client portal, not staff.
 * Every rule that scopes what a user sees by company (billing, policies, the site's Consulta-RUT-Empresa
 * guard, the back-office's portal menu) asks this one list.
 */
export const CLIENT_ROLES = [
  'CLIENT',
  'ADMIN_CLIENT_QPCLIENTS',
  'ADMIN_CLIENT_QPCLIENTS_ENTERPRISE',
  'ADMIN_GROUP_QPCLIENTS_ENTERPRISE',
  'PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE',
  'EXTERNAL_ADMIN_QPCLIENTS',
] as const;

/** Whether any of the roles is a client-company role. */
export function isClientUser(roles: readonly string[]): boolean {
  return roles.some((role) => (CLIENT_ROLES as readonly string[]).includes(role));
}
