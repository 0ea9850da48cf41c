import type { Job } from 'bullmq';
import type { Sequelize } from 'sequelize';
import {
  handleOnce,
  type EventSubscription,
  type IntegrationEvent,
} from '../../../platform/outbox/integration-events.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { InsuredActivated, InsuredExcluded, PolicyActivated, PolicyCanceled } from '../../policies/index.js';
import type { PeriodChargeFailed, PeriodChargePaid, SaleCompleted } from '../../sales/index.js';
import type { ApplySaleCompleted } from '../application/apply-sale-completed.js';
import type { CancelPolicyPeriods } from '../application/cancel-policy-periods.js';
import type { OpenPolicyPeriods } from '../application/open-policy-periods.js';
import type { LedgerFactory } from '../application/ports.js';
import type { RecordInsuredChange } from '../application/record-insured-change.js';
import type { RecordPeriodCharge } from '../application/record-period-charge.js';
import type { VoidRefundedPolicy } from '../application/void-refunded-policy.js';
import { BILLING_CONSUMER, BILLING_EVENTS_QUEUE } from '../tokens.js';

/** The events billing consumes, each delivered to billing's own queue by the publisher's outbox rows. */
export const BILLING_EVENT_TYPES = [
  'PolicyActivated',
  'InsuredActivated',
  'InsuredExcluded',
  'PolicyCanceled',
  'SaleCompleted',
  'PeriodChargePaid',
  'PeriodChargeFailed',
] as const;

export const billingSubscriptions = (): EventSubscription[] =>
  BILLING_EVENT_TYPES.map((eventType) => ({ eventType, queue: BILLING_EVENTS_QUEUE }));

export interface BillingEventHandlers {
  sequelize: Sequelize;
  ledgers: LedgerFactory;
  openPeriods: OpenPolicyPeriods;
  insured: RecordInsuredChange;
  cancel: CancelPolicyPeriods;
  refund: VoidRefundedPolicy;
  sale: ApplySaleCompleted;
  periodCharge: RecordPeriodCharge;
}

/**
 * One processor for billing's event queue: job.name is the event type, job.data the event. Each event is
 * handled once (handleOnce marks it in the same transaction as billing's writes); a failure rolls both back
 * and BullMQ retries with backoff.
 */
export function billingEventProcessor(handlers: BillingEventHandlers): JobProcessor {
  return {
    queue: BILLING_EVENTS_QUEUE,
    concurrency: 4,
    async process(job: Job) {
      const event = job.data as IntegrationEvent;
      if (!event?.eventId || event.type !== job.name) throw new Error(`Evento mal formado en ${job.id}`);
      // UF rates are read before the transaction opens (see OpenPolicyPeriods.prepare).
      const rates =
        event.type === 'PolicyActivated'
          ? await handlers.openPeriods.prepare((event as PolicyActivated).payload)
          : undefined;
      return handleOnce(handlers.sequelize, BILLING_CONSUMER, event, async (transaction) => {
        const ledger = handlers.ledgers.on(transaction);
        switch (event.type) {
          case 'PolicyActivated':
            await handlers.openPeriods.execute((event as PolicyActivated).payload, ledger, rates);
            return;
          case 'InsuredActivated':
            await handlers.insured.activated((event as InsuredActivated).payload, ledger);
            return;
          case 'InsuredExcluded':
            await handlers.insured.excluded((event as InsuredExcluded).payload, ledger);
            return;
          case 'PolicyCanceled': {
            const { payload } = event as PolicyCanceled;
            if (payload.refund) await handlers.refund.execute({ ...payload, refund: payload.refund }, ledger);
            else await handlers.cancel.execute(payload, ledger);
            return;
          }
          case 'SaleCompleted':
            await handlers.sale.execute((event as SaleCompleted).payload, ledger);
            return;
          case 'PeriodChargePaid':
            await handlers.periodCharge.paid((event as PeriodChargePaid).payload, ledger);
            return;
          case 'PeriodChargeFailed':
            await handlers.periodCharge.failed((event as PeriodChargeFailed).payload, ledger);
            return;
          default:
            // Not ours (a subscription removed while rows were in flight): marked handled, nothing done.
            return;
        }
      });
    },
  };
}
