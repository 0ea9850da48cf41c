import type { Job } from 'bullmq';
import { QueryTypes, type Sequelize } from 'sequelize';
import { z } from 'zod';
import type { Logger } from '../../../platform/logger.js';
import type { QueueRegistry } from '../../../platform/queue.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import { CHILE_TIME_ZONE } from '../../pricing/index.js';
import type { RunPriceAlerts } from '../application/run-price-alerts.js';
import type { SendPriceAlert } from '../application/send-price-alert.js';
import {
  PRICE_ALERT_MAIL_JOB,
  PRICE_ALERT_MAIL_QUEUE,
  PRICE_ALERT_RUN_QUEUE,
  PRICE_ALERT_SCHEDULE_ID,
} from '../price-alert-tokens.js';

/**
 * The daily alert run's job scheduler (BullMQ upsertJobScheduler, America/Santiago), registered like sales'
 * SUBSCRIPTION_CHARGE_SCHEDULE: every process upserts the same id, each iteration is one job for one worker.
 * A run also holds a PostgreSQL advisory lock, so a stalled job taken over while its first worker still runs
 * is skipped; alerts are unique by their dedupe key anyway. 'off' removes the scheduler.
 */
export function priceAlertRunProcessor(deps: {
  queues: QueueRegistry;
  sequelize: Sequelize;
  run: RunPriceAlerts;
  pattern: string;
  logger: Logger;
}): JobProcessor {
  void deps.queues.schedule('Registrar la revisión diaria de alertas de precio', PRICE_ALERT_RUN_QUEUE, (queue) =>
    deps.pattern === 'off'
      ? queue.removeJobScheduler(PRICE_ALERT_SCHEDULE_ID)
      : queue.upsertJobScheduler(
          PRICE_ALERT_SCHEDULE_ID,
          { pattern: deps.pattern, tz: CHILE_TIME_ZONE },
          {
            name: PRICE_ALERT_SCHEDULE_ID,
            data: {},
            opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
          },
        ),
  );
  return {
    queue: PRICE_ALERT_RUN_QUEUE,
    concurrency: 1,
    async process(job: Job) {
      if (job.name !== PRICE_ALERT_SCHEDULE_ID) return 'ignored';
      return deps.sequelize.transaction(async (lockTx) => {
        const [lock] = await deps.sequelize.query<{ locked: boolean }>(
          "SELECT pg_try_advisory_xact_lock(hashtext('profile-price-alerts')) AS locked",
          { type: QueryTypes.SELECT, transaction: lockTx },
        );
        if (!lock?.locked) return 'another-run-holds-the-lock';
        return deps.run.execute();
      });
    },
  };
}

/** One alert e-mail (relayed from the outbox): sent at most once, or skipped (weekly limit, unsubscribed). */
export function priceAlertMailProcessor(send: SendPriceAlert): JobProcessor {
  return {
    queue: PRICE_ALERT_MAIL_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== PRICE_ALERT_MAIL_JOB) return 'ignored';
      return send.execute(z.object({ alertId: z.number().int().positive() }).parse(job.data).alertId);
    },
  };
}
