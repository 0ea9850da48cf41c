import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import { isPasswordExpired } from '../domain/password-policy.js';
import { IDENTITY } from '../tokens.js';
import type { IssueSession, SessionTokens } from './issue-session.js';
import type { UserRepository } from './ports.js';
import type { VerifyCredentials } from './verify-credentials.js';

/** POST /token with a password (spec 02 §7): a session, or PASSWORD_EXPIRED when a change is due. */
@injectable()
export class Login {
  constructor(
    @inject(IDENTITY.VerifyCredentials) private readonly credentials: VerifyCredentials,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.IssueSession) private readonly issueSession: IssueSession,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { email: string; password: string }): Promise<SessionTokens> {
    const user = await this.credentials.execute(input.email, input.password);
    const now = this.clock.now();
    if (isPasswordExpired({ changedAt: user.passwordChangedAt, mustChange: user.mustChangePassword }, now)) {
      throw new IdentityError('PASSWORD_EXPIRED', undefined, { oneTimePassword: user.mustChangePassword });
    }
    await this.users.recordLogin(user.id, now);
    return this.issueSession.execute(user);
  }
}
