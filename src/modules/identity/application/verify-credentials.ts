import { inject, injectable } from 'inversify';
import type { RateLimiter } from '../../../platform/http/rate-limit.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../domain/session-policy.js';
import { IDENTITY } from '../tokens.js';
import type { PasswordHasher, UserRecord, UserRepository } from './ports.js';

/** Checks e-mail and password (throttled per account) and answers the user; used by login and change. */
@injectable()
export class VerifyCredentials {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(email: string, password: string): Promise<UserRecord> {
    const account = email.trim().toLowerCase();
    // Every attempt counts; a successful one clears the account's window.
    if (!(await this.limiter.hit(account, LOGIN_FAILURES_PER_ACCOUNT)).allowed)
      throw new IdentityError('TOO_MANY_REQUESTS');
    const user = await this.users.findByEmail(account);
    const valid = await this.hasher.verify(password, user?.passwordHash ?? null);
    if (!user || !valid) throw new IdentityError('INVALID_CREDENTIALS');
    // Checked after the password, so a guesser learns nothing about the account's state.
    if (user.status !== 'Activo') throw new IdentityError('DISABLED_USER');
    await this.limiter.reset(account, LOGIN_FAILURES_PER_ACCOUNT);
    return user;
  }
}
