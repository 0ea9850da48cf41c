import type { Migration } from '../src/platform/migrator.js';

// Issue 27: staff filter every list by country. A saved search and a support ticket keep the edition (CL, PE,
// CO, INT) of the host they were made on; price alerts take their search's. Rows made before the editions are
// Chile's, the only site there was.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE saved_searches ADD COLUMN country_code text NOT NULL DEFAULT 'CL'
      CHECK (country_code IN ('CL', 'PE', 'CO', 'INT'));
    ALTER TABLE support_tickets ADD COLUMN country_code text NOT NULL DEFAULT 'CL'
      CHECK (country_code IN ('CL', 'PE', 'CO', 'INT'));
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE support_tickets DROP COLUMN IF EXISTS country_code');
  await sequelize.query('ALTER TABLE saved_searches DROP COLUMN IF EXISTS country_code');
};
