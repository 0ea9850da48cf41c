import { inject, injectable } from 'inversify';
import type { Config } from '../../../platform/config.js';
import { PLATFORM, type Clock, type Mailer } from '../../../platform/tokens.js';
import { PASSWORD_RESET_TTL_SECONDS } from '../domain/session-policy.js';
import { IDENTITY } from '../tokens.js';
import type { PasswordResetStore, TokenService, UserRepository } from './ports.js';

/**
 * E-mails a one-use reset link to an active user. Answers the same whether or not the e-mail exists,
 * so the form cannot be used to discover accounts.
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordResetStore) private readonly resets: PasswordResetStore,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Config) private readonly config: Config,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(email: string): Promise<void> {
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    if (!user || user.status !== 'Activo') return;
    const token = this.tokens.randomToken();
    const expiresAt = new Date(this.clock.now().getTime() + PASSWORD_RESET_TTL_SECONDS * 1000);
    const id = await this.resets.save({ tokenHash: this.tokens.hashToken(token), userId: user.id, expiresAt });
    const link = `${this.config.PUBLIC_URL}/admin/#/restablecer-contrasena?token=${encodeURIComponent(token)}`;
    const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
    await this.mailer.send({
      to: user.email,
      subject: 'Restablece tu contraseña del back-office',
      text:
        `Hola ${user.name}:\n\nPara elegir una nueva contraseña abre este enlace (vale ${minutes} minutos y se usa una sola vez):\n` +
        `${link}\n\nSi no pediste este cambio, ignora este correo.`,
      idempotencyKey: `identity-password-reset-${id}`,
    });
  }
}
