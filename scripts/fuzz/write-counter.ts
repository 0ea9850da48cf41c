import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * Counts the rows every table gets written (insert, update, delete) with a row trigger on each table of
 * the fuzz's own database. The count is kept in a table, so a write rolled back is not counted; reading
 * it is one small query (hashing every table per request was ~100 ms on this machine).
 */
export async function installWriteCounter(sequelize: Sequelize, tables: string[]): Promise<void> {
  await sequelize.query(`
    CREATE TABLE IF NOT EXISTS fuzz_writes (tbl text PRIMARY KEY, n bigint NOT NULL);
    CREATE OR REPLACE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_writes VALUES (TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, 1)
        ON CONFLICT (tbl) DO UPDATE SET n = fuzz_writes.n + 1;
      RETURN NULL;
    END $$;
  `);
  for (const table of tables) {
    if (/fuzz_writes/.test(table)) continue;
    await sequelize.query(
      `CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
    );
  }
}

/** Rows written so far, by table. */
export async function writesSoFar(sequelize: Sequelize): Promise<Map<string, number>> {
  const rows = await sequelize.query<{ tbl: string; n: string }>('SELECT tbl, n FROM fuzz_writes', {
    type: QueryTypes.SELECT,
  });
  return new Map(rows.map((row) => [row.tbl, Number(row.n)]));
}

/** The tables written between two readings, with their rows. */
export function writesBetween(
  before: Map<string, number>,
  after: Map<string, number>,
): { table: string; rows: number }[] {
  return [...after]
    .map(([table, n]) => ({ table, rows: n - (before.get(table) ?? 0) }))
    .filter((change) => change.rows > 0);
}
