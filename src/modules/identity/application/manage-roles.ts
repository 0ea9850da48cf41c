import { inject, injectable } from 'inversify';
import { IdentityError } from '../domain/errors.js';
import { IDENTITY } from '../tokens.js';
import type { RoleRecord, RoleRepository } from './ports.js';

/** Roles and the permission strings each grants, editable by holders of role:update. */
@injectable()
export class ManageRoles {
  constructor(@inject(IDENTITY.RoleRepository) private readonly roles: RoleRepository) {}

  list(): Promise<RoleRecord[]> {
    return this.roles.list();
  }

  async get(id: number): Promise<RoleRecord> {
    const role = await this.roles.findById(id);
    if (!role) throw new IdentityError('ROLE_NOT_FOUND');
    return role;
  }

  async setPermissions(id: number, permissions: string[]): Promise<RoleRecord> {
    const role = await this.roles.setPermissions(id, [...new Set(permissions)]);
    if (!role) throw new IdentityError('ROLE_NOT_FOUND');
    return role;
  }

  catalogue(): Promise<{ name: string; description: string }[]> {
    return this.roles.catalogue();
  }
}
