import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
// The contract file, not index.ts: leads' index reaches catalogue's (leads looks products up), a cycle.
import { LEAD_SUBMITTED, type LeadSubmitted } from '../../leads/contracts.js';
import type { CountProductRequest } from '../application/count-product-request.js';
import { CATALOGUE_CONSUMER, CATALOGUE_EVENTS_QUEUE } from '../tokens.js';

const leadSubmitted = z.object({
  eventId: z.string().min(1),
  type: z.literal(LEAD_SUBMITTED),
  occurredAt: z.string(),
  payload: z
    .object({ leadId: z.number().int(), kind: z.string(), productId: z.number().int().nullable() })
    .passthrough(),
});

/** LeadSubmitted: the lead's product counts one more request, once per event (keyed by its id). */
export function catalogueEventsProcessor(sequelize: Sequelize, count: CountProductRequest): JobProcessor {
  return {
    queue: CATALOGUE_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== LEAD_SUBMITTED) return 'ignored';
      const event = leadSubmitted.parse(job.data) as unknown as LeadSubmitted;
      let counted = false;
      const handled = await handleOnce(sequelize, CATALOGUE_CONSUMER, event, async (transaction) => {
        counted = await count.execute(transaction, event.payload.productId);
      });
      if (!handled) return 'already-handled';
      return counted ? 'counted' : 'no-product';
    },
  };
}
