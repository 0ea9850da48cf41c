import type { Job } from 'bullmq';
import { QueryTypes, type Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { Logger } from '../../../platform/logger.js';
import type { QueueRegistry } from '../../../platform/queue.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import { CHILE_TIME_ZONE } from '../../pricing/index.js';
import type { RunRenewalAlerts } from '../application/run-renewal-alerts.js';
import type { SaleCompleted } from '../../sales/index.js';
import type { LinkPurchase } from '../application/link-purchase.js';
import type { Tx } from '../application/ports.js';
import {
  PORTAL_EVENTS_QUEUE,
  PORTAL_RENEWAL_QUEUE,
  PORTAL_RENEWAL_SCHEDULE_ID,
  PORTAL_SALE_CONSUMER,
} from '../tokens.js';

const saleCompleted = z.object({
  eventId: z.string().min(1),
  type: z.literal('SaleCompleted'),
  occurredAt: z.string(),
  payload: z
    .object({
      saleId: z.string().min(1),
      buyer: z.object({ email: z.string().optional() }).passthrough(),
      payment: z.object({ paymentId: z.string() }).passthrough().nullable(),
      completedAt: z.string(),
    })
    .passthrough(),
});

/** SaleCompleted, once per event (handleOnce): the purchase creates or joins its buyer's portal account. */
export function portalEventsProcessor(sequelize: Sequelize, linkPurchase: LinkPurchase): JobProcessor {
  return {
    queue: PORTAL_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== 'SaleCompleted') return 'ignored';
      const event = saleCompleted.parse(job.data) as unknown as SaleCompleted;
      let outcome = 'already-handled';
      await handleOnce(sequelize, PORTAL_SALE_CONSUMER, event, async (transaction) => {
        outcome = await linkPurchase.execute(transaction as unknown as Tx, event);
      });
      return outcome;
    },
  };
}

/**
 * The daily renewal notices' job scheduler (issue 29), shaped like the price alerts' (same PRICE_ALERT_SCHEDULE,
 * America/Santiago): every process upserts the same scheduler id, each iteration is one job for one worker, and a
 * PostgreSQL advisory lock skips a stalled copy taken over while the first still runs. "Once per policy and
 * renewal" does not rest on it: the profile module's alert row is unique by policy and end date.
 */
export function renewalAlertsProcessor(deps: {
  queues: QueueRegistry;
  sequelize: Sequelize;
  run: RunRenewalAlerts;
  pattern: string;
  logger: Logger;
}): JobProcessor {
  void deps.queues.schedule('Registrar el aviso diario de renovaciones', PORTAL_RENEWAL_QUEUE, (queue) =>
    deps.pattern === 'off'
      ? queue.removeJobScheduler(PORTAL_RENEWAL_SCHEDULE_ID)
      : queue.upsertJobScheduler(
          PORTAL_RENEWAL_SCHEDULE_ID,
          { pattern: deps.pattern, tz: CHILE_TIME_ZONE },
          {
            name: PORTAL_RENEWAL_SCHEDULE_ID,
            data: {},
            opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
          },
        ),
  );
  return {
    queue: PORTAL_RENEWAL_QUEUE,
    concurrency: 1,
    async process(job: Job) {
      if (job.name !== PORTAL_RENEWAL_SCHEDULE_ID) return 'ignored';
      return deps.sequelize.transaction(async (lockTx) => {
        const [lock] = await deps.sequelize.query<{ locked: boolean }>(
          "SELECT pg_try_advisory_xact_lock(hashtext('portal-renewal-alerts')) AS locked",
          { type: QueryTypes.SELECT, transaction: lockTx },
        );
        if (!lock?.locked) return 'another-run-holds-the-lock';
        return deps.run.execute();
      });
    },
  };
}
