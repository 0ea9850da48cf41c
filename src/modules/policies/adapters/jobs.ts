import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { SaleCompleted, SaleRefunded } from '../../sales/index.js';
import type { CancelPolicyForRefund } from '../application/cancel-policy-for-refund.js';
import type { CreatePolicyFromSale } from '../application/create-policy-from-sale.js';
import type { ProcessBulkLoad } from '../application/process-bulk-load.js';
import type { Tx } from '../application/ports.js';
import { BULK_LOAD_QUEUE, POLICIES_EVENTS_QUEUE, REFUND_CONSUMER, SALE_CONSUMER } from '../tokens.js';

const loadJob = z.object({ loadId: z.number().int().positive() });

/**
 * Runs the bulk loads the outbox relays. A short lock (10 s) means a load whose worker was killed is picked
 * up again within seconds, and resumes at its committed cursor.
 */
export function bulkLoadProcessor(process: ProcessBulkLoad): JobProcessor {
  return {
    queue: BULK_LOAD_QUEUE,
    concurrency: 2,
    lockDurationMs: 10_000,
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

const saleRefunded = z.object({
  eventId: z.string().min(1),
  type: z.literal('SaleRefunded'),
  occurredAt: z.string(),
  payload: z.object({
    saleId: z.string().min(1),
    paymentId: z.string().min(1),
    amount: z.object({ amount: z.string(), currency: z.enum(['CLP', 'UF', 'USD', 'PEN']) }),
    refundedAt: z.string(),
    refundDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
});

/**
 * The integration events the policies module consumes, each once (keyed by its event id): SaleCompleted becomes
 * an individual policy; SaleRefunded cancels it (a refund seen before its policy exists fails and is retried).
 */
export function policiesEventsProcessor(
  sequelize: Sequelize,
  createFromSale: CreatePolicyFromSale,
  cancelForRefund: CancelPolicyForRefund,
): JobProcessor {
  return {
    queue: POLICIES_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name === 'SaleRefunded') {
        const event = saleRefunded.parse(job.data) as SaleRefunded;
        let outcome = 'already-handled';
        await handleOnce(sequelize, REFUND_CONSUMER, event, async (transaction) => {
          outcome = await cancelForRefund.execute(transaction as unknown as Tx, event);
        });
        return outcome;
      }
      if (job.name !== 'SaleCompleted') return 'ignored';
      const event = saleCompleted.parse(job.data) as unknown as SaleCompleted;
      const handled = await handleOnce(sequelize, SALE_CONSUMER, event, async (transaction) => {
        await createFromSale.execute(transaction as unknown as Tx, event);
      });
      return handled ? 'created' : 'already-handled';
    },
  };
}
