import { QueryTypes, type Sequelize } from 'sequelize';
import type { Logger } from '../logger.js';
import { withTimeout, type QueueRegistry } from '../queue.js';

const SEND_TIMEOUT_MS = 5000;

interface PendingRow {
  id: string;
  queue: string;
  job_name: string;
  payload: Record<string, unknown>;
}

/** BullMQ refuses to add a second job with an id it holds: a row relayed twice runs once. */
export const outboxJobId = (rowId: string | number) => `outbox-${rowId}`;

/**
 * Moves committed outbox rows to BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * relays (one per process) never send the same row together; a crash between send and mark is
 * covered by the deterministic jobId.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private redisDown = false;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly queues: QueueRegistry,
    private readonly logger: Logger,
    private readonly pollMs: number,
    private readonly batchSize = 200,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Sends one batch; answers how many rows were sent. */
  async relayOnce(): Promise<number> {
    if (!this.queues.ready) throw new Error('Redis no está disponible');
    const transaction = await this.sequelize.transaction();
    try {
      const rows = await this.sequelize.query<PendingRow>(
        `SELECT id, queue, job_name, payload FROM outbox_messages
          WHERE dispatched_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        { bind: [this.batchSize], type: QueryTypes.SELECT, transaction },
      );
      if (rows.length === 0) {
        await transaction.commit();
        return 0;
      }
      const byQueue = new Map<string, PendingRow[]>();
      for (const row of rows) byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row]);
      for (const [queue, queueRows] of byQueue) {
        const sent = await withTimeout(
          this.queues
            .get(queue)
            .addBulk(
              queueRows.map((row) => ({ name: row.job_name, data: row.payload, opts: { jobId: outboxJobId(row.id) } })),
            ),
          SEND_TIMEOUT_MS,
        );
        // A late send after this rollback is harmless: the re-sent rows carry the same jobIds.
        if (!sent) throw new Error(`Redis no respondió en ${SEND_TIMEOUT_MS} ms`);
      }
      await this.sequelize.query('UPDATE outbox_messages SET dispatched_at = now() WHERE id = ANY($1::bigint[])', {
        bind: [rows.map((row) => row.id)],
        transaction,
      });
      await transaction.commit();
      return rows.length;
    } catch (error) {
      await transaction.rollback();
      throw error;
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => (this.running = undefined));
    }, delay);
  }

  private async tick(): Promise<void> {
    let sent = 0;
    try {
      sent = await this.relayOnce();
      if (this.redisDown) this.logger.info('Redis volvió: el outbox reanuda el envío de trabajos');
      this.redisDown = false;
    } catch (error) {
      if (!this.redisDown) {
        this.logger.warn({ err: error }, 'No se pudo enviar el outbox a Redis; los trabajos esperan en PostgreSQL');
      }
      this.redisDown = true;
    }
    // A full batch means more may be waiting: go again at once.
    this.schedule(sent >= this.batchSize ? 0 : this.pollMs);
  }
}
