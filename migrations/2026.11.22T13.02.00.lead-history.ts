import type { Migration } from '../src/platform/migrator.js';

// Who changed a lead's status or executive, and when: the back-office shows it on the lead.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE lead_history (
      id             bigserial   PRIMARY KEY,
      lead_id        bigint      NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      action         text        NOT NULL CHECK (action IN ('status', 'assign')),
      status         integer,
      sub_status     integer,
      executive_id   integer,
      executive_name text,
      by_user_id     integer,
      by_user_name   text,
      at             timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX lead_history_lead ON lead_history (lead_id, at);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE lead_history');
};
