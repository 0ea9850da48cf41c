import type { Migration } from '../src/platform/migrator.js';

// A card payment may wait for the issuer's 3-D Secure challenge after the provider created it
// (MercadoPago: status pending, status_detail pending_challenge, three_ds_info { external_resource_url,
// creq }). The challenge is kept on the payment so a replay, a reload or the Confirmacion page shows it
// again; it is cleared when the payment settles.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`ALTER TABLE sale_payments ADD COLUMN challenge jsonb`);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`ALTER TABLE sale_payments DROP COLUMN challenge`);
};
