import type { Migration } from '../src/platform/migrator.js';

// Billing payment status LATE (spec 03 §4) as a transition, not only a date: a period whose automatic card
// charge was declined on every retry (issue 28) is LATE from then on, before its due date, until paid.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE billing_periods ADD COLUMN late_at timestamptz');
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE billing_periods DROP COLUMN late_at');
};
