import type { Migration } from '../src/platform/migrator.js';

// Issue 25 (holes 1 and 4) and issue 24 item 7:
// - sale_product_forms: the payment types a product offers (null: the default for its price) and whether
//   it is free of charge (only then, or at a price of 0, may a purchase complete without a payment).
// - sale_payments.lease_until: the request charging a payment renews it while it waits for the provider;
//   an unsettled payment whose lease ran out was left by a dead process (replays answer at once, the
//   reconciliation asks the provider at once). duplicate: an approval that came after the sale was paid by
//   another payment; it is refunded (source 'duplicate' in the history) and never publishes SaleRefunded.
// - sales.amount may be 0 (a product free of charge).
// - sales.idempotency_key: POST /api/sales retried with the same key opens no second sale.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE sale_product_forms ADD COLUMN payment_types text[], ADD COLUMN free_of_charge boolean NOT NULL DEFAULT false;
    ALTER TABLE sale_payments ADD COLUMN lease_until timestamptz, ADD COLUMN duplicate boolean NOT NULL DEFAULT false;
    CREATE INDEX sale_payments_unsettled ON sale_payments (lease_until) WHERE status = 'PENDING' AND settled_at IS NULL;
    CREATE INDEX sale_payments_duplicate_open ON sale_payments (sale_id) WHERE duplicate AND status = 'REQUEST_REFUND';
    ALTER TABLE sales ADD COLUMN idempotency_key text, ADD COLUMN request_hash text;
    -- A product free of charge is sold at 0.
    ALTER TABLE sales DROP CONSTRAINT sales_amount_check;
    ALTER TABLE sales ADD CONSTRAINT sales_amount_check CHECK (amount >= 0);
    CREATE UNIQUE INDEX sales_idempotency_key ON sales (idempotency_key) WHERE idempotency_key IS NOT NULL;
    ALTER TABLE sale_payment_events DROP CONSTRAINT sale_payment_events_source_check;
    ALTER TABLE sale_payment_events ADD CONSTRAINT sale_payment_events_source_check
      CHECK (source IN ('api', 'webhook', 'reconciliation', 'admin', 'return', 'duplicate'));
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DELETE FROM sale_payment_events WHERE source = 'duplicate';
    ALTER TABLE sale_payment_events DROP CONSTRAINT sale_payment_events_source_check;
    ALTER TABLE sale_payment_events ADD CONSTRAINT sale_payment_events_source_check
      CHECK (source IN ('api', 'webhook', 'reconciliation', 'admin', 'return'));
    DROP INDEX sales_idempotency_key;
    ALTER TABLE sales DROP CONSTRAINT sales_amount_check;
    ALTER TABLE sales ADD CONSTRAINT sales_amount_check CHECK (amount > 0) NOT VALID;
    ALTER TABLE sales DROP COLUMN idempotency_key, DROP COLUMN request_hash;
    DROP INDEX sale_payments_duplicate_open;
    DROP INDEX sale_payments_unsettled;
    ALTER TABLE sale_payments DROP COLUMN lease_until, DROP COLUMN duplicate;
    ALTER TABLE sale_product_forms DROP COLUMN payment_types, DROP COLUMN free_of_charge;
  `);
};
