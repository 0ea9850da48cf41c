import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import { IDENTITY } from '../tokens.js';
import type { Actor } from './create-user.js';
import type { GrantGuard } from './grant-guard.js';
import type { RoleRecord, RoleRepository, UserRepository } from './ports.js';

/** Roles and the permission strings each grants, editable by holders of role:update. */
@injectable()
export class ManageRoles {
  constructor(
    @inject(IDENTITY.RoleRepository) private readonly roles: RoleRepository,
    @inject(IDENTITY.GrantGuard) private readonly grants: GrantGuard,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  list(): Promise<RoleRecord[]> {
    return this.roles.list();
  }

  async get(id: number): Promise<RoleRecord> {
    const role = await this.roles.findById(id);
    if (!role) throw new IdentityError('ROLE_NOT_FOUND');
    return role;
  }

  async setPermissions(actor: Actor, id: number, permissions: string[]): Promise<RoleRecord> {
    const current = await this.get(id);
    const known = new Set((await this.roles.catalogue()).map((permission) => permission.name));
    const unknown = permissions.filter((permission) => !known.has(permission));
    if (unknown.length > 0) {
      const message = `Permiso desconocido: ${unknown.join(', ')}.`;
      throw new IdentityError('BAD_REQUEST', message, { errors: { permissions: message } });
    }
    this.grants.assertCanGrantPermissions(
      actor,
      permissions.filter((permission) => !current.permissions.includes(permission)),
    );
    const role = await this.roles.setPermissions(id, [...new Set(permissions)]);
    if (!role) throw new IdentityError('ROLE_NOT_FOUND');
    // The role's users refresh and get the new permissions at their next request.
    await this.users.cutSessions(await this.users.idsWithRole(id), this.clock.now());
    return role;
  }

  catalogue(): Promise<{ name: string; description: string }[]> {
    return this.roles.catalogue();
  }
}
