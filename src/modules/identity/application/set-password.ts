import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import {
  assertNotInHistory,
  assertPasswordForm,
  hashesToAvoid,
  PASSWORD_HISTORY_SIZE,
} from '../domain/password-policy.js';
import { IDENTITY } from '../tokens.js';
import type { PasswordHasher, RefreshTokenStore, UserRepository } from './ports.js';

/** Applies the password rules (form, last 4), stores the new hash and ends the user's other sessions. */
@injectable()
export class SetPassword {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: number, password: string, field = 'password'): Promise<void> {
    assertPasswordForm(password, field);
    const history = hashesToAvoid(await this.users.passwordHistory(userId, PASSWORD_HISTORY_SIZE));
    const matches = await Promise.all(history.map((hash) => this.hasher.verify(password, hash)));
    assertNotInHistory(matches, field);
    const now = this.clock.now();
    await this.users.setPassword(userId, await this.hasher.hash(password), false, now);
    await this.refreshTokens.revokeUser(userId, now);
    await this.users.cutSessions([userId], now);
  }
}
