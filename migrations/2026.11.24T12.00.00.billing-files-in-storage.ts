import type { Migration } from '../src/platform/migrator.js';

// Billing's uploads (transfer receipts, tax documents' PDF/XML) move out of the database into the platform's
// FileStorage (local disk under DATA_DIR, or an S3-compatible bucket): billing_files keeps the metadata and
// the storage key, the bytes column goes. Bytes uploaded before this change wait in billing_files_legacy and
// are moved to the FileStorage the first time they are read (nothing is lost; billing had not shipped, so
// only development databases have any).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE billing_files ADD COLUMN storage_key text UNIQUE;
    CREATE TABLE billing_files_legacy (
      file_id  bigint PRIMARY KEY REFERENCES billing_files (id) ON DELETE CASCADE,
      data     bytea  NOT NULL
    );
    INSERT INTO billing_files_legacy (file_id, data) SELECT id, data FROM billing_files;
    ALTER TABLE billing_files DROP COLUMN data;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  // Files already in the FileStorage cannot come back into the table: their rows keep an empty body.
  await sequelize.query(`
    ALTER TABLE billing_files ADD COLUMN data bytea;
    UPDATE billing_files f SET data = l.data FROM billing_files_legacy l WHERE l.file_id = f.id;
    UPDATE billing_files SET data = ''::bytea WHERE data IS NULL;
    ALTER TABLE billing_files ALTER COLUMN data SET NOT NULL, DROP COLUMN storage_key;
    DROP TABLE billing_files_legacy;
  `);
};
