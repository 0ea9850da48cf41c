import { inject, injectable } from 'inversify';
import type { Sequelize, Transaction } from 'sequelize';
import type { IntegrationEvent, EventPublisher } from '../../../../platform/outbox/integration-events.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { EventSink, Transactor, Tx } from '../../application/ports.js';

@injectable()
export class SequelizeTransactor implements Transactor {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.sequelize.transaction((transaction) => work(transaction as unknown as Tx));
  }
}

/** The platform's EventPublisher: one outbox row per subscribed module, in the caller's transaction. */
@injectable()
export class OutboxEventSink implements EventSink {
  constructor(@inject(PLATFORM.EventPublisher) private readonly publisher: EventPublisher) {}

  publish(tx: Tx, ...events: IntegrationEvent[]): Promise<void> {
    return this.publisher.publish(tx as unknown as Transaction, ...events);
  }
}
