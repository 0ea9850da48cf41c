import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { SaleCompleted } from '../../sales/index.js';
import type { CreatePolicyFromSale } from '../application/create-policy-from-sale.js';
import type { ProcessBulkLoad } from '../application/process-bulk-load.js';
import type { Tx } from '../application/ports.js';
import { BULK_LOAD_QUEUE, POLICIES_EVENTS_QUEUE, SALE_CONSUMER } from '../tokens.js';

const loadJob = z.object({ loadId: z.number().int().positive() });

/**
 * Runs the bulk loads the outbox relays. The platform's short lock (queue.ts) means a load whose worker was
 * killed is picked up again within seconds, and resumes at its committed cursor; a running load renews it.
 */
export function bulkLoadProcessor(process: ProcessBulkLoad): JobProcessor {
  return {
    queue: BULK_LOAD_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      return process.execute(loadJob.parse(job.data).loadId);
    },
  };
}

const saleCompleted = z.object({
  eventId: z.string().min(1),
  type: z.literal('SaleCompleted'),
  occurredAt: z.string(),
  payload: z.object({ saleId: z.string().min(1) }).passthrough(),
});

/** The integration events the policies module consumes: SaleCompleted becomes an individual policy, once. */
export function policiesEventsProcessor(sequelize: Sequelize, createFromSale: CreatePolicyFromSale): JobProcessor {
  return {
    queue: POLICIES_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== 'SaleCompleted') return 'ignored';
      const event = saleCompleted.parse(job.data) as unknown as SaleCompleted;
      const handled = await handleOnce(sequelize, SALE_CONSUMER, event, async (transaction) => {
        await createFromSale.execute(transaction as unknown as Tx, event);
      });
      return handled ? 'created' : 'already-handled';
    },
  };
}
