import type { Migration } from '../src/platform/migrator.js';

// A lead sent without a contact channel (the existing site has no such field) is stored as
// 'sin-preferencia' instead of being refused (issue 9, leads/domain/contact-consent.ts NO_PREFERENCE).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE leads DROP CONSTRAINT leads_contact_channel_check;
    ALTER TABLE leads ADD CONSTRAINT leads_contact_channel_check
      CHECK (contact_channel IN ('llamada', 'whatsapp', 'solo-correo', 'sin-preferencia'));
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    UPDATE leads SET contact_channel = 'llamada' WHERE contact_channel = 'sin-preferencia';
    ALTER TABLE leads DROP CONSTRAINT leads_contact_channel_check;
    ALTER TABLE leads ADD CONSTRAINT leads_contact_channel_check
      CHECK (contact_channel IN ('llamada', 'whatsapp', 'solo-correo'));
  `);
};
