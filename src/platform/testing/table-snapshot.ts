import { QueryTypes, type Sequelize } from 'sequelize';

/** Per table: its row count and a hash of its rows, so an insert, update or delete shows as a change. */
export type Snapshot = Map<string, { rows: number; hash: string }>;

/** Tables whose rows change without a write request (migration bookkeeping). */
const IGNORED = /(^|\.)("?SequelizeMeta"?|"?umzug.*"?|migrations)$/i;

export async function listTables(sequelize: Sequelize): Promise<string[]> {
  const rows = await sequelize.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((row) => row.name).filter((name) => !IGNORED.test(name));
}

export async function snapshot(sequelize: Sequelize, tables: string[]): Promise<Snapshot> {
  const sql = tables
    .map(
      (table) =>
        `SELECT '${table.replace(/'/g, "''")}' AS t, count(*)::int AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h FROM ${table} x`,
    )
    .join(' UNION ALL ');
  const rows = await sequelize.query<{ t: string; n: number; h: string }>(sql, { type: QueryTypes.SELECT });
  return new Map(rows.map((row) => [row.t, { rows: row.n, hash: row.h }]));
}

/** Tables that differ, with how many rows each gained (negative: lost); an update counts as one row. */
export function changes(before: Snapshot, after: Snapshot): { table: string; rows: number }[] {
  const out: { table: string; rows: number }[] = [];
  for (const [table, now] of after) {
    const then = before.get(table);
    if (!then || (then.rows === now.rows && then.hash === now.hash)) continue;
    out.push({ table, rows: now.rows - then.rows || 1 });
  }
  return out;
}
