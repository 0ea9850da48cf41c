import type { Migration } from '../src/platform/migrator.js';

// Share links (spec 02 §7, spec 03 §2): a short code for a search (with the visitor's profile) or a comparator URL.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE shared_links (
      code       text        PRIMARY KEY,
      kind       text        NOT NULL CHECK (kind IN ('search', 'comparator')),
      url        text        NOT NULL,
      profile    jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE shared_links');
};
