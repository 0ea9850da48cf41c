import type { Mailer } from '../../../platform/tokens.js';
import type { SaleMailer } from '../application/ports.js';

/** The sales module's e-mails through the platform mailer (a key already sent is not sent again). */
export class PlatformSaleMailer implements SaleMailer {
  constructor(private readonly mailer: Mailer) {}

  async send(message: { to: string; subject: string; text: string; idempotencyKey: string }): Promise<void> {
    await this.mailer.send(message);
  }
}
