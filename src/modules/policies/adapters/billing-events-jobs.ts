import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { PaymentPeriodLate, PaymentPeriodSettled } from '../../billing/contracts.js';
import type { ApplyPeriodLate } from '../application/apply-period-late.js';
import type { ApplyPeriodSettled } from '../application/apply-period-settled.js';
import type { Tx } from '../application/ports.js';
import { NON_PAYMENT_CONSUMER, POLICIES_BILLING_EVENTS_QUEUE } from '../tokens.js';

/** Billing's events the policies module consumes (its non-payment rules, issue 28). */
export const POLICIES_BILLING_EVENT_TYPES = ['PaymentPeriodLate', 'PaymentPeriodSettled'] as const;

const envelope = <T extends z.ZodType>(type: string, payload: T) =>
  z.object({ eventId: z.string().min(1), type: z.literal(type), occurredAt: z.string(), payload });

const periodLate = envelope(
  'PaymentPeriodLate',
  z.object({
    periodId: z.number().int().positive(),
    policyId: z.number().int().positive(),
    seq: z.number().int(),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    owedClp: z.number().int().nullable(),
    lateAt: z.string(),
  }),
);

const periodSettled = envelope(
  'PaymentPeriodSettled',
  z.object({
    periodId: z.number().int().positive(),
    policyId: z.number().int().positive(),
    seq: z.number().int(),
    paidClp: z.number().int(),
    settledAt: z.string(),
  }),
);

/**
 * One processor for the policies' billing queue: each event is handled once (handleOnce marks its id in the same
 * transaction as the policy's changes; a failure rolls both back and BullMQ retries).
 */
export function policiesBillingEventsProcessor(
  sequelize: Sequelize,
  late: ApplyPeriodLate,
  settled: ApplyPeriodSettled,
): JobProcessor {
  return {
    queue: POLICIES_BILLING_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      let outcome = 'already-handled';
      if (job.name === 'PaymentPeriodLate') {
        const event = periodLate.parse(job.data) as PaymentPeriodLate;
        await handleOnce(sequelize, NON_PAYMENT_CONSUMER, event, async (transaction) => {
          outcome = await late.execute(transaction as unknown as Tx, event);
        });
        return outcome;
      }
      if (job.name === 'PaymentPeriodSettled') {
        const event = periodSettled.parse(job.data) as PaymentPeriodSettled;
        await handleOnce(sequelize, NON_PAYMENT_CONSUMER, event, async (transaction) => {
          outcome = await settled.execute(transaction as unknown as Tx, event);
        });
        return outcome;
      }
      return 'ignored';
    },
  };
}
