import { inject, injectable } from 'inversify';
import type { AuthenticatedUser } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import { canSeeUser } from '../domain/user-visibility.js';
import { IDENTITY } from '../tokens.js';
import type { UserRecord, UserRepository } from './ports.js';

/** GET /api/users/{id}: one user, for themself or staff with user:read; 404 for anyone else (spec 03 §6 §7). */
@injectable()
export class GetUser {
  constructor(@inject(IDENTITY.UserRepository) private readonly users: UserRepository) {}

  async execute(viewer: AuthenticatedUser, id: number): Promise<UserRecord> {
    const user = canSeeUser(viewer, id) ? await this.users.findById(id) : null;
    if (!user) throw new IdentityError('USER_NOT_FOUND');
    return user;
  }
}
