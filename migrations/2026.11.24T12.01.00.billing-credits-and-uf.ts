import type { Migration } from '../src/platform/migrator.js';

// Credits (domain/settlement.ts): what a paid period no longer owes (an exclusion after payment) counts as
// paid on the next period. Both sides are stored per period: credit_clp received and counted as paid,
// credit_out_clp passed on. The partial index finds the open UF periods whose pesos wait for the UF of their
// billing date (domain/uf-conversion.ts), which the daily UF refresh converts again.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE billing_periods
      ADD COLUMN credit_clp     bigint NOT NULL DEFAULT 0 CHECK (credit_clp >= 0),
      ADD COLUMN credit_out_clp bigint NOT NULL DEFAULT 0 CHECK (credit_out_clp >= 0);
    CREATE INDEX billing_periods_provisional_uf ON billing_periods (billing_date)
      WHERE currency = 'UF' AND status IN ('PENDING', 'PARTIAL') AND (uf_date IS NULL OR uf_date < billing_date);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP INDEX billing_periods_provisional_uf;
    ALTER TABLE billing_periods DROP COLUMN credit_clp, DROP COLUMN credit_out_clp;
  `);
};
