import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

export interface OutboxMessage {
  /** BullMQ queue that will run the job. */
  queue: string;
  /** Job name, e.g. 'lead.confirmation-email'. */
  name: string;
  payload: Record<string, unknown>;
}

/**
 * Writes jobs in the caller's transaction: they exist if and only if the business write commits,
 * and the relay moves them to BullMQ whenever Redis answers (DESIGN.md, "Nothing is lost").
 */
export class Outbox {
  constructor(private readonly sequelize: Sequelize) {}

  async add(transaction: Transaction, ...messages: OutboxMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const values = messages.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`).join(', ');
    await this.sequelize.query(`INSERT INTO outbox_messages (queue, job_name, payload) VALUES ${values}`, {
      bind: messages.flatMap((m) => [m.queue, m.name, JSON.stringify(m.payload)]),
      type: QueryTypes.INSERT,
      transaction,
    });
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.sequelize.query<{ count: string }>(
      'SELECT count(*) AS count FROM outbox_messages WHERE dispatched_at IS NULL',
      { type: QueryTypes.SELECT },
    );
    return Number(row?.count ?? 0);
  }
}
