import type { Migration } from '../src/platform/migrator.js';

// Integration events a consumer has handled (platform/outbox/integration-events.ts, handleOnce):
// the row and the consumer's writes commit together, so a re-delivered event does nothing.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE processed_events (
      consumer     text        NOT NULL,
      event_id     text        NOT NULL,
      event_type   text        NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    );
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE processed_events');
};
