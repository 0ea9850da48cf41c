import type { Migration } from '../src/platform/migrator.js';

// Non-payment of a policy (issue 28): the periods billing marked LATE (automatic card charge declined on every
// retry), as the policies module records them. A policy with an unpaid row here is "en mora"; settled_at is set
// when billing says the period was paid after all. Keyed by billing's period id (one row per late period).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE policy_late_periods (
      period_id  bigint      PRIMARY KEY,
      policy_id  integer     NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
      seq        integer     NOT NULL,
      due_date   date        NOT NULL,
      owed_clp   bigint,
      late_at    timestamptz NOT NULL,
      settled_at timestamptz
    );
    CREATE INDEX policy_late_periods_open ON policy_late_periods (policy_id) WHERE settled_at IS NULL;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE policy_late_periods');
};
