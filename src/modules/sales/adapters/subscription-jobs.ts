import type { Job } from 'bullmq';
import { QueryTypes, type Sequelize } from 'sequelize';
import { z } from 'zod';
import type { Logger } from '../../../platform/logger.js';
import { handleOnce } from '../../../platform/outbox/integration-events.js';
import type { QueueRegistry } from '../../../platform/queue.js';
import type { Clock, JobProcessor } from '../../../platform/tokens.js';
import type { PaymentPeriodsOpened } from '../../billing/contracts.js';
import { CHILE_TIME_ZONE, chileanToday } from '../../pricing/index.js';
import type { ChargeDuePeriods } from '../application/charge-due-periods.js';
import type { SendDeclinedChargeEmail } from '../application/send-declined-charge-email.js';
import type { SubscriptionRepository } from '../application/subscription-ports.js';
import {
  DECLINED_CHARGE_JOB,
  PERIODS_CONSUMER,
  SALES_BILLING_EVENTS_QUEUE,
  SALES_SUBSCRIPTION_CHARGES_QUEUE,
  SALES_SUBSCRIPTION_MAIL_QUEUE,
  SUBSCRIPTION_CHARGE_SCHEDULE_ID,
} from '../tokens.js';

const periodsOpened = z.object({
  eventId: z.string().min(1),
  type: z.literal('PaymentPeriodsOpened'),
  occurredAt: z.string(),
  payload: z.object({
    policyId: z.number(),
    policyNumber: z.string(),
    saleId: z.string().uuid(),
    periods: z.array(
      z.object({
        periodId: z.number(),
        seq: z.number(),
        billingDate: z.string(),
        dueDate: z.string(),
        amount: z.object({ amount: z.string(), currency: z.enum(['CLP', 'UF', 'USD', 'PEN']) }),
        amountClp: z.number().nullable(),
        ufValue: z.string().nullable(),
        status: z.string(),
      }),
    ),
  }),
});

/** Billing's periods of online sales, kept by sales to charge them or link their payment (once per event). */
export function billingPeriodsProcessor(sequelize: Sequelize, repository: SubscriptionRepository): JobProcessor {
  return {
    queue: SALES_BILLING_EVENTS_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== 'PaymentPeriodsOpened') return 'ignored';
      const event = periodsOpened.parse(job.data) as PaymentPeriodsOpened;
      const first = await handleOnce(sequelize, PERIODS_CONSUMER, event, (transaction) =>
        repository.recordPeriods(transaction, event.payload.saleId, event.payload.policyId, event.payload.periods),
      );
      return first ? 'recorded' : 'already-recorded';
    },
  };
}

/** The buyer's e-mail after a declined monthly charge (relayed from the outbox). */
export function declinedChargeMailProcessor(send: SendDeclinedChargeEmail): JobProcessor {
  return {
    queue: SALES_SUBSCRIPTION_MAIL_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      if (job.name !== DECLINED_CHARGE_JOB) return 'ignored';
      return send.execute(z.object({ chargeId: z.string().uuid() }).parse(job.data).chargeId);
    },
  };
}

/**
 * The monthly charging run's job scheduler (BullMQ upsertJobScheduler, America/Santiago): stored in Redis, so
 * every process upserts the same id and each iteration is one job for one worker. A run holds a PostgreSQL
 * advisory lock too, so a stalled job taken over while its first worker still runs is skipped; and when Redis
 * was down at the hour, the next iteration catches up (the run charges every attempt due up to its day, within
 * the retry window).
 */
export function subscriptionChargesProcessor(deps: {
  queues: QueueRegistry;
  sequelize: Sequelize;
  charge: ChargeDuePeriods;
  clock: Clock;
  pattern: string;
  logger: Logger;
}): JobProcessor {
  void deps.queues.schedule('Registrar el cobro mensual programado', SALES_SUBSCRIPTION_CHARGES_QUEUE, (queue) =>
    queue.upsertJobScheduler(
      SUBSCRIPTION_CHARGE_SCHEDULE_ID,
      { pattern: deps.pattern, tz: CHILE_TIME_ZONE },
      {
        name: SUBSCRIPTION_CHARGE_SCHEDULE_ID,
        data: {},
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
      },
    ),
  );
  return {
    queue: SALES_SUBSCRIPTION_CHARGES_QUEUE,
    concurrency: 1,
    async process(job: Job) {
      if (job.name !== SUBSCRIPTION_CHARGE_SCHEDULE_ID) return 'ignored';
      return deps.sequelize.transaction(async (lockTx) => {
        const [lock] = await deps.sequelize.query<{ locked: boolean }>(
          "SELECT pg_try_advisory_xact_lock(hashtext('sales-subscription-charges')) AS locked",
          { type: QueryTypes.SELECT, transaction: lockTx },
        );
        if (!lock?.locked) return 'another-run-holds-the-lock';
        return deps.charge.execute(chileanToday(deps.clock));
      });
    },
  };
}
