import { inject, injectable } from 'inversify';
import { PLATFORM, type Mailer } from '../../../platform/tokens.js';
import type { LeadMailer } from '../application/ports.js';

/** The leads e-mail port on the platform mailer (SMTP or the development mailbox). */
@injectable()
export class PlatformLeadMailer implements LeadMailer {
  constructor(@inject(PLATFORM.Mailer) private readonly mailer: Mailer) {}

  async send(message: { to: string; subject: string; text: string; idempotencyKey: string }): Promise<void> {
    await this.mailer.send(message);
  }
}
