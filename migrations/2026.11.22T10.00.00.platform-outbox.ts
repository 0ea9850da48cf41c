import type { Migration } from '../src/platform/migrator.js';

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE outbox_messages (
      id            bigserial PRIMARY KEY,
      queue         text        NOT NULL,
      job_name      text        NOT NULL,
      payload       jsonb       NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now(),
      dispatched_at timestamptz
    );
    CREATE INDEX outbox_messages_pending ON outbox_messages (id) WHERE dispatched_at IS NULL;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE outbox_messages');
};
