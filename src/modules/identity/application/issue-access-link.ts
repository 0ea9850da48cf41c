import { inject, injectable } from 'inversify';
import type { Config } from '../../../platform/config.js';
import { PLATFORM, type Clock, type Mailer } from '../../../platform/tokens.js';
import { accessLinkRefusals } from '../domain/access-link-policy.js';
import { IdentityError } from '../domain/errors.js';
import { ACCESS_LINK_TTL_SECONDS } from '../domain/session-policy.js';
import { IDENTITY } from '../tokens.js';
import type { Actor } from './create-user.js';
import type { AccessLinkStore, RoleRepository, TokenService, UserRepository } from './ports.js';

export interface IssuedAccessLink {
  link: string;
  expiresAt: Date;
  emailed: boolean;
}

/**
 * Staff issue a one-time sign-in link for a user (spec 03 §7 GET /hashtoken/{hash}): valid 15 minutes, used
 * once, stored only as a keyed hash. The link is answered to the issuer and, when asked, e-mailed to the user.
 */
@injectable()
export class IssueAccessLink {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.RoleRepository) private readonly roles: RoleRepository,
    @inject(IDENTITY.AccessLinkStore) private readonly links: AccessLinkStore,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Config) private readonly config: Config,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, userId: number, options: { sendEmail: boolean }): Promise<IssuedAccessLink> {
    const user = await this.users.findById(userId);
    if (!user) throw new IdentityError('USER_NOT_FOUND');
    if (user.status !== 'Activo') {
      const message = 'El usuario está inactivo: actívalo antes de enviarle un enlace de acceso.';
      throw new IdentityError('BAD_REQUEST', message, { errors: { status: message } });
    }
    const refused = accessLinkRefusals(actor.permissions, await this.roles.permissionsOf(user.roles));
    if (refused.length > 0) {
      throw new IdentityError(
        'FORBIDDEN',
        `No puedes crear un enlace de acceso para un usuario con permisos que tú no tienes: ${refused.join(', ')}.`,
      );
    }
    const hash = this.tokens.randomToken();
    const expiresAt = new Date(this.clock.now().getTime() + ACCESS_LINK_TTL_SECONDS * 1000);
    const id = await this.links.save({
      tokenHash: this.tokens.hashToken(hash),
      userId: user.id,
      issuedBy: actor.id,
      expiresAt,
    });
    const link = `${this.config.PUBLIC_URL}/admin/#/acceso/${encodeURIComponent(hash)}`;
    if (!options.sendEmail) return { link, expiresAt, emailed: false };
    await this.mailer.send({
      to: user.email,
      subject: 'Tu enlace de acceso al back-office',
      text:
        `Hola ${user.name}:\n\nPara entrar al back-office abre este enlace (vale ${ACCESS_LINK_TTL_SECONDS / 60} minutos y se usa una sola vez):\n` +
        `${link}\n\nSi no esperabas este correo, ignóralo.`,
      idempotencyKey: `identity-access-link-${id}`,
    });
    return { link, expiresAt, emailed: true };
  }
}
