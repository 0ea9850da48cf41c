import { QueryTypes, type Sequelize } from 'sequelize';
import type { MailMessage } from '../tokens.js';

export interface StoredMail {
  id: number;
  idempotencyKey: string | null;
  transport: 'mailbox' | 'smtp';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  headers: Record<string, string> | null;
}

interface MailRow {
  id: string;
  idempotency_key: string | null;
  transport: 'mailbox' | 'smtp';
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
  sent_at: Date | null;
  headers: Record<string, string> | null;
}

const toStored = (row: MailRow): StoredMail => ({
  id: Number(row.id),
  idempotencyKey: row.idempotency_key,
  transport: row.transport,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  headers: row.headers ?? null,
});

/** The mail_messages table: claims an idempotency key, records what was sent, lists the mailbox. */
export class MailStore {
  constructor(private readonly sequelize: Sequelize) {}

  /** Inserts the message; null when a message with the same idempotency key already exists. */
  async claim(message: MailMessage, transport: StoredMail['transport'], sent: boolean): Promise<number | null> {
    const rows = await this.sequelize.query<{ id: string }>(
      `INSERT INTO mail_messages (idempotency_key, transport, to_address, subject, text_body, html_body, sent_at, headers)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END, $8::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      {
        bind: [
          message.idempotencyKey ?? null,
          transport,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          sent,
          message.headers ? JSON.stringify(message.headers) : null,
        ],
        type: QueryTypes.SELECT,
      },
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async markSent(id: number): Promise<void> {
    await this.sequelize.query('UPDATE mail_messages SET sent_at = now() WHERE id = $1', { bind: [id] });
  }

  /** Releases a claim whose sending failed, so a retry may send it. */
  async release(id: number): Promise<void> {
    await this.sequelize.query('DELETE FROM mail_messages WHERE id = $1 AND sent_at IS NULL', { bind: [id] });
  }

  async list(options: { offset: number; limit: number; to?: string }): Promise<{ rows: StoredMail[]; total: number }> {
    const where = options.to ? 'WHERE to_address ILIKE $3' : '';
    const bind: unknown[] = [options.limit, options.offset];
    if (options.to) bind.push(`%${options.to}%`);
    const rows = await this.sequelize.query<MailRow>(
      `SELECT * FROM mail_messages ${where} ORDER BY id DESC LIMIT $1 OFFSET $2`,
      { bind, type: QueryTypes.SELECT },
    );
    const [count] = await this.sequelize.query<{ total: string }>(
      `SELECT count(*) AS total FROM mail_messages ${options.to ? 'WHERE to_address ILIKE $1' : ''}`,
      { bind: options.to ? [`%${options.to}%`] : [], type: QueryTypes.SELECT },
    );
    return { rows: rows.map(toStored), total: Number(count?.total ?? 0) };
  }

  async get(id: number): Promise<StoredMail | null> {
    const [row] = await this.sequelize.query<MailRow>('SELECT * FROM mail_messages WHERE id = $1', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    return row ? toStored(row) : null;
  }
}
