import type { Migration } from '../src/platform/migrator.js';

// Access tokens issued before this instant are refused (disabled user, roles or password changed), so such
// a change takes effect at the next request instead of when the 15-minute token runs out.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    "ALTER TABLE identity_users ADD COLUMN sessions_valid_after timestamptz NOT NULL DEFAULT 'epoch'",
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE identity_users DROP COLUMN sessions_valid_after');
};
