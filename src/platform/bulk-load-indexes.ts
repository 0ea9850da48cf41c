import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * A large bulk load (a million products, issue 31) without its tables' secondary indexes and foreign keys:
 * PostgreSQL then writes each row once instead of once per index and checks no key per row; after the load
 * every index is built in one sorted pass and every foreign key validated in one join. Primary keys and unique
 * constraints stay (the rows' identity, and ON CONFLICT needs them).
 *
 * The definitions (pg_get_indexdef, pg_get_constraintdef) are written to bulk_load_suspended in the same
 * transaction that drops them, so a load that dies half-way, even killed, leaves them recorded: the next
 * restore — every catalogue reset runs one — builds them again. Each one is rebuilt and forgotten in one
 * transaction, so a restore that fails half-way keeps the rest recorded too.
 */

interface Suspended {
  table_name: string;
  kind: 'index' | 'foreign_key';
  name: string;
  definition: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops the tables' secondary indexes and foreign keys, recording them first; answers how many. */
export async function suspendSecondaryIndexes(sequelize: Sequelize, tables: readonly string[]): Promise<number> {
  return sequelize.transaction(async (transaction) => {
    const found = await sequelize.query<Suspended>(
      `SELECT c.conrelid::regclass::text AS table_name, 'foreign_key' AS kind, c.conname AS name,
              pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c
        WHERE c.contype = 'f' AND c.conrelid = ANY (SELECT to_regclass(t) FROM unnest($1::text[]) t)
       UNION ALL
       SELECT i.indrelid::regclass::text, 'index', ci.relname, pg_get_indexdef(i.indexrelid)
         FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid
        WHERE i.indrelid = ANY (SELECT to_regclass(t) FROM unnest($1::text[]) t)
          AND NOT i.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        ORDER BY 2, 1, 3`,
      { bind: [tables], type: QueryTypes.SELECT, transaction },
    );
    for (const s of found) {
      await sequelize.query(
        `INSERT INTO bulk_load_suspended (table_name, kind, name, definition) VALUES ($1, $2, $3, $4)`,
        { bind: [s.table_name, s.kind, s.name, s.definition], transaction },
      );
      await sequelize.query(
        s.kind === 'foreign_key'
          ? `ALTER TABLE ${quoteIdent(s.table_name)} DROP CONSTRAINT ${quoteIdent(s.name)}`
          : `DROP INDEX ${quoteIdent(s.name)}`,
        { transaction },
      );
    }
    return found.length;
  });
}

/**
 * Builds again what suspendSecondaryIndexes dropped on these tables (indexes first, then foreign keys, which
 * are validated against the loaded rows); answers how many. Does nothing when nothing is recorded.
 */
export async function restoreSecondaryIndexes(sequelize: Sequelize, tables: readonly string[]): Promise<number> {
  const recorded = await sequelize.query<Suspended>(
    `SELECT table_name, kind, name, definition FROM bulk_load_suspended
      WHERE table_name = ANY ($1::text[]) ORDER BY kind DESC, table_name, name`,
    { bind: [tables], type: QueryTypes.SELECT },
  );
  for (const s of recorded) {
    await sequelize.transaction(async (transaction) => {
      // A sort in memory for the big indexes (the default 64 MB spills a million products' tariffs to disk).
      await sequelize.query(`SET LOCAL maintenance_work_mem = '256MB'`, { transaction });
      await sequelize.query(
        s.kind === 'foreign_key'
          ? `ALTER TABLE ${quoteIdent(s.table_name)} ADD CONSTRAINT ${quoteIdent(s.name)} ${s.definition}`
          : s.definition,
        { transaction },
      );
      await sequelize.query('DELETE FROM bulk_load_suspended WHERE table_name = $1 AND kind = $2 AND name = $3', {
        bind: [s.table_name, s.kind, s.name],
        transaction,
      });
    });
  }
  return recorded.length;
}
