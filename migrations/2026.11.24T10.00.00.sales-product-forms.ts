import type { Migration } from '../src/platform/migrator.js';

// Which sections a product's online purchase asks (spec 03 §3) is data on the product: one row per
// product code, kept by the sales module (a cross-module id, no foreign key to the catalogue), seeded for
// the sample catalogue and edited in the back-office's product screen. The payment is always last.
// The payment history also records the buyer's return from a provider's own page (Webpay): source 'return'.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE sale_product_forms (
      product_code text        PRIMARY KEY,
      sections     text[]      NOT NULL CHECK (cardinality(sections) > 0 AND sections[cardinality(sections)] = 'PAYMENT'),
      updated_at   timestamptz NOT NULL DEFAULT now(),
      updated_by   text
    );
    ALTER TABLE sale_payment_events DROP CONSTRAINT sale_payment_events_source_check;
    ALTER TABLE sale_payment_events ADD CONSTRAINT sale_payment_events_source_check
      CHECK (source IN ('api', 'webhook', 'reconciliation', 'admin', 'return'));
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP TABLE sale_product_forms;
    DELETE FROM sale_payment_events WHERE source = 'return';
    ALTER TABLE sale_payment_events DROP CONSTRAINT sale_payment_events_source_check;
    ALTER TABLE sale_payment_events ADD CONSTRAINT sale_payment_events_source_check
      CHECK (source IN ('api', 'webhook', 'reconciliation', 'admin'));
  `);
};
