import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { IDENTITY } from '../tokens.js';
import type { RefreshTokenStore, TokenService } from './ports.js';

/** Revokes the session (the refresh token's family); an unknown token is ignored, logout always succeeds. */
@injectable()
export class Logout {
  constructor(
    @inject(IDENTITY.RefreshTokenStore) private readonly store: RefreshTokenStore,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string): Promise<void> {
    const stored = await this.store.find(this.tokens.hashToken(refreshToken));
    if (stored) await this.store.revokeFamily(stored.family, this.clock.now());
  }
}
