import type { Migration } from '../src/platform/migrator.js';

// Who cancelled a bulk load (issue 11: a cancelled load reports what was done and by whom).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE policy_bulk_loads ADD COLUMN cancelled_by_name text');
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE policy_bulk_loads DROP COLUMN cancelled_by_name');
};
