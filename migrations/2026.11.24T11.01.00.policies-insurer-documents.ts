import type { Migration } from '../src/platform/migrator.js';

// An insurer's documents (issue 11: conditions, forms, agreements staff keep beside the insurer's settings),
// stored through the FileStorage port like the policy documents. The insurer is the catalogue's
// organization, linked by id (no foreign key across modules). Status: document status of spec 03 §4.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE policy_insurer_documents (
      id               serial PRIMARY KEY,
      insurer_id       integer NOT NULL,
      file_name        text NOT NULL,
      description      text,
      content_type     text NOT NULL,
      size_bytes       integer NOT NULL,
      storage_key      text NOT NULL,
      status           text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PENDING', 'INACTIVE')),
      uploaded_by      integer,
      uploaded_by_name text,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX policy_insurer_documents_insurer ON policy_insurer_documents (insurer_id, id DESC);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE policy_insurer_documents');
};
