import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';
import type { MailMessage, Mailer } from '../tokens.js';
import type { MailStore } from './mail-store.js';

/** Development and test: messages are kept in mail_messages and read in the back-office mailbox. */
export class MailboxMailer implements Mailer {
  constructor(private readonly store: MailStore) {}

  async send(message: MailMessage): Promise<{ sent: boolean }> {
    const id = await this.store.claim(message, 'mailbox', true);
    return { sent: id !== null };
  }
}

/**
 * Production: SMTP through nodemailer. The key is claimed before sending and released when SMTP
 * refuses, so a retried job sends a message at most once per key (a crash between the SMTP answer
 * and markSent is the one window where a retry could send twice).
 */
export class SmtpMailer implements Mailer {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly store: MailStore,
    private readonly logger: Logger,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<{ sent: boolean }> {
    const id = await this.store.claim(message, 'smtp', false);
    if (id === null) return { sent: false };
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await this.store.markSent(id);
      return { sent: true };
    } catch (error) {
      await this.store.release(id);
      this.logger.warn({ err: (error as Error).message, id }, 'SMTP rechazó el correo; el trabajo se reintentará');
      throw error;
    }
  }
}
