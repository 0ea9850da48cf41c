import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { PolicyActivated } from '../../policies/contracts.js';
import type { RecordSalePolicy } from '../application/record-sale-policy.js';
import type { SendPurchaseConfirmation } from '../application/send-purchase-confirmation.js';
import { CONFIRMATION_JOB, POLICY_CONSUMER, SALES_EVENTS_QUEUE, SALES_MAIL_QUEUE } from '../tokens.js';

const policyActivated = z.object({
  eventId: z.string().min(1),
  type: z.literal('PolicyActivated'),
  occurredAt: z.string(),
  payload: z
    .object({
      policyId: z.number(),
      policyNumber: z.string().min(1),
      startDate: z.string(),
      saleId: z.string().nullable(),
    })
    .passthrough(),
});

/**
 * The integration events sales consumes: PolicyActivated of a policy issued from an online sale is kept on the
 * sale and queues the buyer's confirmation e-mail, once per event (handleOnce) and once per sale (recordPolicy).
 */
export function salesEventsProcessor(sequelize: Sequelize, recordPolicy: RecordSalePolicy): JobProcessor {
  return {
    queue: SALES_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== 'PolicyActivated') return 'ignored';
      const event = policyActivated.parse(job.data) as unknown as PolicyActivated;
      const prepared = await recordPolicy.prepare(event.payload);
      if (!prepared) return 'not-an-online-sale';
      let first = false;
      await handleOnce(sequelize, POLICY_CONSUMER, event, async (transaction) => {
        first = await recordPolicy.execute(transaction, event.payload, prepared);
      });
      return first ? 'recorded' : 'already-recorded';
    },
  };
}

const confirmationJob = z.object({ saleId: z.string().uuid() });

/** The buyer's purchase confirmation e-mails (relayed from the outbox). */
export function confirmationMailProcessor(send: SendPurchaseConfirmation): JobProcessor {
  return {
    queue: SALES_MAIL_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== CONFIRMATION_JOB) return 'ignored';
      return send.execute(confirmationJob.parse(job.data).saleId);
    },
  };
}
