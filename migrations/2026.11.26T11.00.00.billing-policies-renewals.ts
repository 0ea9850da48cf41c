import type { Migration } from '../src/platform/migrator.js';

// A policy's closing credit opens its renewal's settlement (billing domain/settlement.ts): when the credit of a
// renewed policy changes, billing finds its renewals by renewal_of, so that lookup gets an index.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE INDEX billing_policies_renewal_of ON billing_policies (renewal_of) WHERE renewal_of IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP INDEX billing_policies_renewal_of;');
};
