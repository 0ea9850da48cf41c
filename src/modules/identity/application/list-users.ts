import { inject, injectable } from 'inversify';
import { IdentityError } from '../domain/errors.js';
import { IDENTITY } from '../tokens.js';
import type { ListQuery, UserRecord, UserRepository } from './ports.js';

@injectable()
export class ListUsers {
  constructor(@inject(IDENTITY.UserRepository) private readonly users: UserRepository) {}

  list(query: ListQuery): Promise<{ rows: UserRecord[]; total: number }> {
    return this.users.list(query);
  }

  async get(id: number): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user) throw new IdentityError('USER_NOT_FOUND');
    return user;
  }
}
