import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { EmailDeliveryLog } from '../../application/ports.js';
import type { LeadEmailKind } from '../../domain/lead-emails.js';

const SEND_TIMEOUT_MS = 30_000;

/** Fails after `ms`: the transaction rolls back and BullMQ retries (the mailer's key stops a late duplicate). */
async function sendWithin(send: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`El envío del correo no terminó en ${ms} ms`)), ms);
  });
  try {
    await Promise.race([send(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One row per lead and e-mail kind, locked FOR UPDATE while the e-mail is sent: a second worker
 * running the same job (a stalled job taken over) waits, then finds it sent and skips it. If the
 * sending process dies, its connection drops, the lock goes and the next attempt sends.
 */
@injectable()
export class SequelizeEmailDeliveryLog implements EmailDeliveryLog {
  /** A hung SMTP server must not hold a database connection (and the row lock) for minutes. */
  sendTimeoutMs = SEND_TIMEOUT_MS;

  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async once(
    leadId: number,
    kind: LeadEmailKind,
    to: string,
    send: () => Promise<void>,
  ): Promise<'sent' | 'already-sent'> {
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query(
        'INSERT INTO lead_email_deliveries (lead_id, kind, to_address) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        { bind: [leadId, kind, to], transaction },
      );
      const [row] = await this.sequelize.query<{ sent_at: Date | null }>(
        'SELECT sent_at FROM lead_email_deliveries WHERE lead_id = $1 AND kind = $2 FOR UPDATE',
        { bind: [leadId, kind], type: QueryTypes.SELECT, transaction },
      );
      if (row?.sent_at) return 'already-sent';
      await sendWithin(send, this.sendTimeoutMs);
      await this.sequelize.query(
        `UPDATE lead_email_deliveries SET sent_at = now(), to_address = $3, attempts = attempts + 1
          WHERE lead_id = $1 AND kind = $2`,
        { bind: [leadId, kind, to], transaction },
      );
      return 'sent';
    });
  }
}
