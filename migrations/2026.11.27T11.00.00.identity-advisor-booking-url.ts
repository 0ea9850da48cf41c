import type { Migration } from '../src/platform/migrator.js';

// An advisor's booking link (GET /api/calendly/getUserRandom, spec 03 §7): staff users with one are the advisors
// a visitor may book a call with. Only https links are stored (the domain rule checks the rest).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE identity_users ADD COLUMN booking_url text
      CHECK (booking_url IS NULL OR (booking_url LIKE 'https://%' AND length(booking_url) <= 300));
    CREATE INDEX identity_users_booking ON identity_users (id) WHERE booking_url IS NOT NULL AND status = 'Activo';
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE identity_users DROP COLUMN booking_url');
};
