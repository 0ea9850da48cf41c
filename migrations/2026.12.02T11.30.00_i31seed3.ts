import type { Migration } from '../src/platform/migrator.js';

// Issue 31: a product's card summary, detail texts and metadata (about 4.7 KB of JSON) are compressed into
// TOAST on every write. PostgreSQL 15's default, pglz, made COPY of 100,000 sample products cost its backend
// 13.9 s of CPU; lz4 7.5 s, for the same stored size (199 vs 196 MB of TOAST). Only new values are written
// with lz4 (no rewrite here); a server built without lz4 (the embedded PGlite) keeps pglz.
const COLUMNS = ['card_summary', 'detail', 'metadata'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DO $$ BEGIN
      ALTER TABLE products ${COLUMNS.map((c) => `ALTER COLUMN ${c} SET COMPRESSION lz4`).join(', ')};
    EXCEPTION WHEN feature_not_supported THEN
      RAISE NOTICE 'lz4 no disponible: las columnas JSON de products siguen con pglz';
    END $$
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    `ALTER TABLE products ${COLUMNS.map((c) => `ALTER COLUMN ${c} SET COMPRESSION default`).join(', ')}`,
  );
};
