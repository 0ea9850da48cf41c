import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { SaleCompleted } from '../../sales/index.js';
import type { CompleteSaleConversion } from '../application/complete-sale-conversion.js';
import { PARTNERS_CONSUMER, PARTNERS_EVENTS_QUEUE } from '../tokens.js';

const saleCompleted = z.object({
  eventId: z.string().min(1),
  type: z.literal('SaleCompleted'),
  occurredAt: z.string(),
  payload: z.object({ saleId: z.string().min(1), completedAt: z.string() }).passthrough(),
});

/** SaleCompleted: the sale's conversion (if the sale was started on the site) counts as completed, once. */
export function partnersEventsProcessor(sequelize: Sequelize, complete: CompleteSaleConversion): JobProcessor {
  return {
    queue: PARTNERS_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== 'SaleCompleted') return 'ignored';
      const event = saleCompleted.parse(job.data) as unknown as SaleCompleted;
      let found = false;
      const handled = await handleOnce(sequelize, PARTNERS_CONSUMER, event, async (transaction) => {
        found = await complete.execute(transaction, event.payload.saleId, new Date(event.payload.completedAt));
      });
      if (!handled) return 'already-handled';
      return found ? 'completed' : 'not-a-site-conversion';
    },
  };
}
