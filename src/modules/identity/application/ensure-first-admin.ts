import { inject, injectable } from 'inversify';
import { IdentityError } from '../domain/errors.js';
import { IDENTITY } from '../tokens.js';
import type { CreateUser } from './create-user.js';
import type { UserRepository } from './ports.js';

export const FIRST_ADMIN_EMAIL = 'admin@example.com';

/**
 * On the first start (no user at all) creates an ADMIN with a one-time password and answers it so the
 * start command prints it once; there is no default password anywhere. Null when users already exist.
 */
@injectable()
export class EnsureFirstAdmin {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.CreateUser) private readonly createUser: CreateUser,
  ) {}

  async execute(email = FIRST_ADMIN_EMAIL): Promise<{ email: string; oneTimePassword: string } | null> {
    if ((await this.users.count()) > 0) return null;
    try {
      const created = await this.createUser.execute({ email, name: 'Administrador', roles: ['ADMIN'] });
      return { email: created.user.email, oneTimePassword: created.oneTimePassword! };
    } catch (error) {
      // Another process started at the same moment and created it.
      if (error instanceof IdentityError && error.code === 'USER_ALREADY_EXISTS') return null;
      throw error;
    }
  }
}
