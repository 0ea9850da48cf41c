import type { Migration } from '../src/platform/migrator.js';

// Payment links of billing periods (issue 28, "Periods without a card"). Sales' read model of a period keeps the
// UF of its opening (the link's page shows the amount in pesos and UF); a charge through the link keeps what the
// buyer must see again on a replay or a reload: a transfer's bank details, a provider's own page (Webpay).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE sale_billing_periods ADD COLUMN uf_value numeric(12, 2);
    ALTER TABLE sale_period_charges ADD COLUMN instructions jsonb, ADD COLUMN redirect_url text;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE sale_period_charges DROP COLUMN IF EXISTS instructions, DROP COLUMN IF EXISTS redirect_url;
    ALTER TABLE sale_billing_periods DROP COLUMN IF EXISTS uf_value;
  `);
};
