import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import { IDENTITY } from '../tokens.js';
import type { IssueSession, SessionTokens } from './issue-session.js';
import type { RefreshTokenStore, TokenService, UserRepository } from './ports.js';

/**
 * POST /token with grant_type=refresh_token: rotates the refresh token. Presenting a token that was
 * already rotated means it leaked (or was replayed): the whole family is revoked.
 */
@injectable()
export class RefreshSession {
  constructor(
    @inject(IDENTITY.RefreshTokenStore) private readonly store: RefreshTokenStore,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(IDENTITY.IssueSession) private readonly issueSession: IssueSession,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string): Promise<SessionTokens> {
    const now = this.clock.now();
    const stored = await this.store.find(this.tokens.hashToken(refreshToken));
    if (!stored || stored.revokedAt) throw new IdentityError('INVALID_TOKEN');
    if (stored.usedAt || !(await this.store.markUsed(stored.id, now))) {
      await this.store.revokeFamily(stored.family, now);
      throw new IdentityError('INVALID_TOKEN', 'La sesión fue cerrada por seguridad. Vuelve a iniciar sesión.');
    }
    if (stored.expiresAt.getTime() <= now.getTime()) throw new IdentityError('REFRESH_TOKEN_EXPIRED');
    const user = await this.users.findById(stored.userId);
    if (!user || user.status !== 'Activo') {
      await this.store.revokeFamily(stored.family, now);
      throw new IdentityError('DISABLED_USER');
    }
    return this.issueSession.execute(user, { family: stored.family, expiresAt: stored.expiresAt });
  }
}
