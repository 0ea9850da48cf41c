import { inject, injectable } from 'inversify';
import { IDENTITY } from '../tokens.js';
import type { IssueSession, SessionTokens } from './issue-session.js';
import type { SetPassword } from './set-password.js';
import type { UserRepository } from './ports.js';
import type { VerifyCredentials } from './verify-credentials.js';

/**
 * Change with the current password: the way out of PASSWORD_EXPIRED (no session exists yet), and the
 * ordinary change. Answers a fresh session so the user goes on working.
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(IDENTITY.VerifyCredentials) private readonly credentials: VerifyCredentials,
    @inject(IDENTITY.SetPassword) private readonly setPassword: SetPassword,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.IssueSession) private readonly issueSession: IssueSession,
  ) {}

  async execute(input: { email: string; currentPassword: string; newPassword: string }): Promise<SessionTokens> {
    const user = await this.credentials.execute(input.email, input.currentPassword);
    await this.setPassword.execute(user.id, input.newPassword, 'newPassword');
    const updated = await this.users.findById(user.id);
    return this.issueSession.execute(updated ?? user);
  }
}
