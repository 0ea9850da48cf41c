import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { EmailDeliveryLog } from '../../application/ports.js';
import type { LeadEmailKind } from '../../domain/lead-emails.js';

/**
 * One row per lead and e-mail kind, locked FOR UPDATE while the e-mail is sent: a second worker
 * running the same job (a stalled job taken over) waits, then finds it sent and skips it. If the
 * sending process dies, its connection drops, the lock goes and the next attempt sends.
 */
@injectable()
export class SequelizeEmailDeliveryLog implements EmailDeliveryLog {
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
      await send();
      await this.sequelize.query(
        `UPDATE lead_email_deliveries SET sent_at = now(), to_address = $3, attempts = attempts + 1
          WHERE lead_id = $1 AND kind = $2`,
        { bind: [leadId, kind, to], transaction },
      );
      return 'sent';
    });
  }
}
