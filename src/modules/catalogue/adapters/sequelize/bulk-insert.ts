import type { Sequelize, Transaction } from 'sequelize';

/** A column of a bulk insert and its SQL type (arrays: 'text[]', 'int[]'). */
export interface BulkColumn {
  name: string;
  type: string;
}

const CHUNK = 5_000;

/**
 * INSERT … SELECT FROM jsonb_to_recordset($1): one statement and one JSON parameter for thousands of rows
 * (no per-value array escaping; Postgres parses the document once). Answers the RETURNING rows when asked.
 */
export async function bulkInsert<R = unknown>(
  sequelize: Sequelize,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly unknown[][],
  options: { returning?: string; transaction?: Transaction; onConflict?: string } = {},
): Promise<R[]> {
  const result: R[] = [];
  if (rows.length === 0) return result;
  const names = columns.map((c) => c.name).join(', ');
  const definitions = columns.map((c) => `${c.name} ${c.type}`).join(', ');
  const sql =
    `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${definitions})` +
    (options.onConflict ? ` ${options.onConflict}` : '') +
    (options.returning ? ` RETURNING ${options.returning}` : '');
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const records = chunk.map((row) => {
      const record: Record<string, unknown> = {};
      columns.forEach((column, i) => {
        record[column.name] = row[i] === undefined ? null : row[i];
      });
      return record;
    });
    const [returned] = await sequelize.query(sql, {
      bind: [JSON.stringify(records)],
      transaction: options.transaction,
    });
    if (options.returning) result.push(...(returned as R[]));
  }
  return result;
}
