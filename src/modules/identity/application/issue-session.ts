import { inject, injectable } from 'inversify';
import { PLATFORM, type AuthenticatedUser, type Clock } from '../../../platform/tokens.js';
import { REFRESH_TOKEN_TTL_SECONDS } from '../domain/session-policy.js';
import { IDENTITY } from '../tokens.js';
import type { RefreshTokenStore, RoleRepository, TokenService, UserRecord } from './ports.js';

export interface SessionTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  user: AuthenticatedUser;
}

/** Signs an access token with the user's current permissions and stores a new refresh token (hashed). */
@injectable()
export class IssueSession {
  constructor(
    @inject(IDENTITY.RoleRepository) private readonly roles: RoleRepository,
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /**
   * A login starts a family whose refresh tokens all end at login + 10 h (spec 03 §9: the session is
   * reloaded after 10 h); a rotation passes the family and its end, so refreshing never extends it.
   */
  async execute(user: UserRecord, continued?: { family: string; expiresAt: Date }): Promise<SessionTokens> {
    const authenticated: AuthenticatedUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      roles: user.roles,
      permissions: await this.roles.permissionsOf(user.roles),
      companyId: user.companyId ?? null,
    };
    const access = this.tokens.signAccess(authenticated);
    const refreshToken = this.tokens.randomToken();
    const now = this.clock.now().getTime();
    const expiresAt = continued?.expiresAt ?? new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await this.refreshTokens.save({
      tokenHash: this.tokens.hashToken(refreshToken),
      userId: user.id,
      family: continued?.family ?? this.tokens.newFamily(),
      expiresAt,
    });
    return {
      access_token: access.token,
      token_type: 'Bearer',
      expires_in: access.expiresIn,
      refresh_token: refreshToken,
      refresh_expires_in: Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000)),
      user: authenticated,
    };
  }
}
