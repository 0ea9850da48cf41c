import type { Migration } from '../src/platform/migrator.js';

// Issue 27: "back-office and reporting are shared, and staff filter every list by country". A lead and a
// sale keep the edition (country code CL, PE, CO, INT, as organizations.country_code) of the host they were
// made on; rows made before the editions existed are Chile's, the only site there was.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE leads ADD COLUMN country_code text NOT NULL DEFAULT 'CL'
      CHECK (country_code IN ('CL', 'PE', 'CO', 'INT'));
    CREATE INDEX leads_country ON leads (country_code, created_at DESC);
    ALTER TABLE sales ADD COLUMN country_code text NOT NULL DEFAULT 'CL'
      CHECK (country_code IN ('CL', 'PE', 'CO', 'INT'));
    CREATE INDEX sales_country ON sales (country_code, created_at DESC);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS sales_country;
    ALTER TABLE sales DROP COLUMN IF EXISTS country_code;
    DROP INDEX IF EXISTS leads_country;
    ALTER TABLE leads DROP COLUMN IF EXISTS country_code;
  `);
};
