import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { accessLinkOpens } from '../domain/access-link-policy.js';
import { IdentityError } from '../domain/errors.js';
import { IDENTITY } from '../tokens.js';
import type { IssueSession, SessionTokens } from './issue-session.js';
import type { AccessLinkStore, TokenService, UserRepository } from './ports.js';

/**
 * GET /hashtoken/{hash} (spec 03 §7): a one-time sign-in link becomes a session, answered as POST /token
 * answers a login. Unknown, used or expired links and disabled users all get the same NOT_FOUND. The link
 * stands in for the password, so the password's expiry does not apply to it.
 */
@injectable()
export class ExchangeAccessLink {
  constructor(
    @inject(IDENTITY.AccessLinkStore) private readonly links: AccessLinkStore,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.IssueSession) private readonly issueSession: IssueSession,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(hash: string): Promise<SessionTokens> {
    const now = this.clock.now();
    const link = await this.links.find(this.tokens.hashToken(hash));
    const user = link ? await this.users.findById(link.userId) : null;
    if (!link || !user || !accessLinkOpens(link, user.status, now)) throw new IdentityError('NOT_FOUND');
    // Used before the session is issued: of two requests racing with one link, only one signs in.
    if (!(await this.links.markUsed(link.id, now))) throw new IdentityError('NOT_FOUND');
    await this.users.recordLogin(user.id, now);
    return this.issueSession.execute(user);
  }
}
