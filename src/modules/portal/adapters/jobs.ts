import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { SaleCompleted } from '../../sales/index.js';
import type { LinkPurchase } from '../application/link-purchase.js';
import type { Tx } from '../application/ports.js';
import { PORTAL_EVENTS_QUEUE, PORTAL_SALE_CONSUMER } from '../tokens.js';

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
