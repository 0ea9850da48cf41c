import type { UserDirectory } from '../../identity/index.js';
import type { Executive, ExecutiveDirectory } from '../application/ports.js';

/** Executives are the identity module's active staff who receive leads ("recibe solicitudes asignadas"). */
export const EXECUTIVE_PERMISSION = 'lead:receive';

/** Adapts identity's user directory; with no directory bound, there are no executives (sales inbox). */
export class IdentityExecutiveDirectory implements ExecutiveDirectory {
  constructor(private readonly directory: UserDirectory | undefined) {}

  async listActive(): Promise<Executive[]> {
    if (!this.directory) return [];
    const users = await this.directory.listActiveByPermission(EXECUTIVE_PERMISSION);
    return users.map(({ id, email, name }) => ({ id, email, name }));
  }

  async getById(id: number): Promise<Executive | null> {
    const user = await this.directory?.getById(id);
    return user && user.active ? { id: user.id, email: user.email, name: user.name } : null;
  }
}
