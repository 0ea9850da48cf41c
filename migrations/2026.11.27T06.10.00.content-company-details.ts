import type { Migration } from '../src/platform/migrator.js';

// The company's own details (contact channels, portals, bank account for transfers, legal name), edited in the
// back-office. Created empty: only the development sample data fills it, with values labelled as examples.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE content_company_details (
      id         boolean     PRIMARY KEY DEFAULT true CHECK (id),
      details    jsonb       NOT NULL,
      updated_by text        NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE content_company_details');
};
