import type { Migration } from '../src/platform/migrator.js';

// Automatic monthly card charges at checkout (issue 28): the sandbox provider's own enrolment page, played like
// Transbank Oneclick's inscription (start -> the buyer types the card on the provider's page -> back to our return
// route -> finish). An inscription is the provider's side: its reference (Oneclick's TBK_TOKEN), where the buyer
// goes back to, and, once the card was typed there, the enrolled card's token reference (never the number).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE sandbox_provider_inscriptions (
      reference   text        PRIMARY KEY,
      return_path text        NOT NULL,
      token_ref   text        REFERENCES sandbox_provider_enrolments (token_ref),
      created_at  timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE IF EXISTS sandbox_provider_inscriptions');
};
