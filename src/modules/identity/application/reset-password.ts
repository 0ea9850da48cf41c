import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import { assertPasswordForm } from '../domain/password-policy.js';
import { IDENTITY } from '../tokens.js';
import type { PasswordResetStore, TokenService } from './ports.js';
import type { SetPassword } from './set-password.js';

/** Sets a new password from an e-mailed token: unknown, used or expired tokens give PASSWORD_TOKEN_EXPIRED. */
@injectable()
export class ResetPassword {
  constructor(
    @inject(IDENTITY.PasswordResetStore) private readonly resets: PasswordResetStore,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(IDENTITY.SetPassword) private readonly setPassword: SetPassword,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { token: string; password: string }): Promise<void> {
    // Form first: a typo in the new password must not burn the link.
    assertPasswordForm(input.password);
    const now = this.clock.now();
    const reset = await this.resets.find(this.tokens.hashToken(input.token));
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) {
      throw new IdentityError('PASSWORD_TOKEN_EXPIRED');
    }
    await this.setPassword.execute(reset.userId, input.password);
    if (!(await this.resets.markUsed(reset.id, now))) throw new IdentityError('PASSWORD_TOKEN_EXPIRED');
  }
}
