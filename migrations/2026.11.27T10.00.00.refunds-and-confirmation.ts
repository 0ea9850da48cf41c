import type { Migration } from '../src/platform/migrator.js';

// Issue 25 holes 3 and 5.
// - billing: a refunded sale's payment is reversed (kept, no longer counted as paid) and its policy remembers the
//   refund day (periods not yet due then are void; no arrears reminder is sent for it any more).
// - sales: what the confirmation e-mail and page show once policies has issued the policy (number, start date,
//   insurer), learnt from PolicyActivated.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE billing_payments ADD COLUMN reversed_at timestamptz;
    ALTER TABLE billing_policies ADD COLUMN refunded_at date;
    ALTER TABLE sales ADD COLUMN policy_number text, ADD COLUMN policy_start_date date, ADD COLUMN insurer_name text;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE sales DROP COLUMN policy_number, DROP COLUMN policy_start_date, DROP COLUMN insurer_name;
    ALTER TABLE billing_policies DROP COLUMN refunded_at;
    ALTER TABLE billing_payments DROP COLUMN reversed_at;
  `);
};
