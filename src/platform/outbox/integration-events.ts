import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Outbox } from './outbox.js';

/**
 * A fact one module publishes for others (DESIGN.md, "Modules talk through integration events"):
 * ids and values, never ORM rows. The publishing module declares each event type in its index.ts.
 */
export interface IntegrationEvent<TType extends string = string, TPayload = Record<string, unknown>> {
  eventId: string;
  type: TType;
  occurredAt: string;
  payload: TPayload;
}

/** A consuming module's interest in an event type: its rows go to that module's own queue. */
export interface EventSubscription {
  eventType: string;
  /** The consumer's BullMQ queue; the job name is the event type, the job data the whole event. */
  queue: string;
}

export function newEvent<TType extends string, TPayload>(
  type: TType,
  payload: TPayload,
  occurredAt: Date = new Date(),
): IntegrationEvent<TType, TPayload> {
  return { eventId: randomUUID(), type, occurredAt: occurredAt.toISOString(), payload };
}

/**
 * Publishes events in the caller's transaction: one outbox row per subscriber, so each consumer
 * gets the event exactly when the change commits, and a consumer added later changes nothing here.
 */
export class EventPublisher {
  constructor(
    private readonly outbox: Outbox,
    private readonly subscriptions: () => EventSubscription[],
  ) {}

  async publish(transaction: Transaction, ...events: IntegrationEvent[]): Promise<void> {
    const subscriptions = this.subscriptions();
    const messages = events.flatMap((event) =>
      subscriptions
        .filter((subscription) => subscription.eventType === event.type)
        .map((subscription) => ({
          queue: subscription.queue,
          name: event.type,
          payload: event as unknown as Record<string, unknown>,
        })),
    );
    await this.outbox.add(transaction, ...messages);
  }
}

/**
 * Runs a consumer's handler at most once per (consumer, event): the mark and the handler's writes
 * share one transaction, so a retried or re-delivered job whose work committed does nothing.
 * Answers false when the event had already been handled.
 */
export async function handleOnce(
  sequelize: Sequelize,
  consumer: string,
  event: Pick<IntegrationEvent, 'eventId' | 'type'>,
  handler: (transaction: Transaction) => Promise<void>,
): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    const inserted = await sequelize.query<{ event_id: string }>(
      `INSERT INTO processed_events (consumer, event_id, event_type) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      { bind: [consumer, event.eventId, event.type], type: QueryTypes.SELECT, transaction },
    );
    if (inserted.length === 0) return false;
    await handler(transaction);
    return true;
  });
}
