import { inject, injectable } from 'inversify';
import { IdentityError } from '../domain/errors.js';
import { ungrantablePermissions, ungrantableRoles } from '../domain/grant-policy.js';
import { IDENTITY } from '../tokens.js';
import type { RoleRepository } from './ports.js';

/** Applies the grant policy with the roles as stored: 403 FORBIDDEN with a field error for the form. */
@injectable()
export class GrantGuard {
  constructor(@inject(IDENTITY.RoleRepository) private readonly roles: RoleRepository) {}

  async assertCanGrantRoles(actor: { permissions: readonly string[] }, added: readonly string[]): Promise<void> {
    if (added.length === 0) return;
    const byRole = new Map((await this.roles.list()).map((role) => [role.name, role.permissions]));
    const refused = ungrantableRoles(actor.permissions, added, byRole);
    if (refused.length === 0) return;
    const message = `No puedes asignar ${refused.join(', ')}: otorga permisos que tú no tienes.`;
    throw new IdentityError('FORBIDDEN', message, { errors: { roles: message } });
  }

  assertCanGrantPermissions(actor: { permissions: readonly string[] }, added: readonly string[]): void {
    const refused = ungrantablePermissions(actor.permissions, added);
    if (refused.length === 0) return;
    const message = `No puedes otorgar permisos que tú no tienes: ${refused.join(', ')}.`;
    throw new IdentityError('FORBIDDEN', message, { errors: { permissions: message } });
  }
}
