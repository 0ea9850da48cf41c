import type { Migration } from '../src/platform/migrator.js';

// Issue 31: a large catalogue load drops the product tables' secondary indexes and foreign keys and builds them
// again after it (src/platform/bulk-load-indexes.ts). Their definitions are written here before anything is
// dropped, so a load killed half-way leaves them recorded and the next load (or restore) rebuilds them.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE bulk_load_suspended (
      table_name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('index', 'foreign_key')),
      name text NOT NULL,
      definition text NOT NULL,
      suspended_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (table_name, kind, name)
    )
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE IF EXISTS bulk_load_suspended');
};
