import { inject, injectable } from 'inversify';
import { hasPermission } from '../domain/permissions.js';
import { IDENTITY } from '../tokens.js';
import type { RoleRepository, UserRepository } from './ports.js';

export interface DirectoryUser {
  id: number;
  email: string;
  name: string;
  active: boolean;
}

/** What other modules may know about staff (leads assigns executives through it). */
export interface UserDirectory {
  /** Active users whose roles grant the permission, by name. */
  listActiveByPermission(permission: string): Promise<DirectoryUser[]>;
  getById(id: number): Promise<DirectoryUser | null>;
}

@injectable()
export class IdentityUserDirectory implements UserDirectory {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.RoleRepository) private readonly roles: RoleRepository,
  ) {}

  async listActiveByPermission(permission: string): Promise<DirectoryUser[]> {
    const roleList = await this.roles.list();
    const byRole = new Map(roleList.map((role) => [role.name, role.permissions]));
    const users = await this.users.activeUsers();
    return users
      .filter((user) =>
        hasPermission(
          user.roles.flatMap((role) => byRole.get(role) ?? []),
          permission,
        ),
      )
      .map((user) => ({ id: user.id, email: user.email, name: user.name, active: true }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }

  async getById(id: number): Promise<DirectoryUser | null> {
    const user = await this.users.findById(id);
    return user ? { id: user.id, email: user.email, name: user.name, active: user.status === 'Activo' } : null;
  }
}
