import { EventPublisher, type EventSubscription } from '../../../platform/outbox/integration-events.js';
import { PLATFORM } from '../../../platform/tokens.js';
import type { Runtime } from '../../../runtime.js';
import { BILLING_EVENTS_QUEUE } from '../tokens.js';

/**
 * Publishes integration events (in one transaction, through the outbox) to billing's subscriptions only: billing's
 * tests invent sales and policies for billing, which the policies module (also a SaleCompleted consumer) must not
 * turn into policies of its own.
 */
export function billingOnlyPublisher(runtime: Runtime) {
  const publisher = new EventPublisher(runtime.outbox, () =>
    runtime.container
      .getAll<EventSubscription>(PLATFORM.EventSubscription)
      .filter((subscription) => subscription.queue === BILLING_EVENTS_QUEUE),
  );
  return (...events: Parameters<EventPublisher['publish']>[1][]) =>
    runtime.sequelize.transaction((tx) => publisher.publish(tx, ...events));
}
