import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * COPY … FROM STDIN in PostgreSQL's text format: the bulk path of whole-catalogue loads (issue 31), where a
 * million products' rows would take an hour as multi-row INSERTs. Values are written as the INSERT path
 * binds them (numbers as JavaScript prints them, fixed-digit strings as given), so both paths store the same.
 */

/** One field of the text format: NULL, a boolean, a number, text, a text/int array, a JSON document or bytes. */
export type CopyValue = string | number | boolean | null | undefined | readonly unknown[] | Uint8Array | object;

/** Escapes the text format's specials (backslash, tab, newline, carriage return). */
function escapeText(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) =>
    value === null || value === undefined ? 'NULL' : `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/** One value as a field of COPY's text format. */
export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  // As node-postgres binds a number (NaN and ±Infinity included: float8 and numeric read them).
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeText(value);
  if (value instanceof Uint8Array)
    return `\\\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  return escapeText(JSON.stringify(value));
}

/** One row as a line of COPY's text format. */
export function copyLine(row: readonly CopyValue[]): string {
  const fields = new Array<string>(row.length);
  for (let i = 0; i < row.length; i++) fields[i] = copyField(row[i] as CopyValue);
  return `${fields.join('\t')}\n`;
}

/** The pg client a Sequelize transaction runs on (COPY needs the raw connection). */
export function transactionClient(transaction: Transaction): pg.ClientBase {
  return (transaction as unknown as { connection: pg.ClientBase }).connection;
}

const FLUSH_CHARS = 1 << 20;

/**
 * Streams rows into `table (columns)` with COPY FROM STDIN on the transaction's connection, a megabyte at a
 * time (rows are produced lazily, so memory stays flat); answers how many rows it wrote.
 */
export async function copyRows(
  transaction: Transaction,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<number> {
  const stream = transactionClient(transaction).query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  // Lines joined once per megabyte (a string grown line by line is a rope that Buffer.from must flatten):
  // 5,000 sample products' product and tariff rows took 254 ms of CPU instead of 364 ms (issue 31).
  let count = 0;
  let lines: string[] = [];
  let size = 0;
  for (const row of rows) {
    const line = copyLine(row);
    lines.push(line);
    size += line.length;
    count++;
    if (size >= FLUSH_CHARS) {
      const ok = stream.write(lines.join(''));
      lines = [];
      size = 0;
      if (!ok) await Promise.race([once(stream, 'drain'), done]);
    }
  }
  if (lines.length > 0) stream.write(lines.join(''));
  stream.end();
  await done;
  return count;
}

/**
 * Reserves `count` consecutive ids of a table's serial column (one statement, whatever the count; sequences
 * are outside transactions): COPY then writes the ids itself, so child rows need no RETURNING round trip.
 * Answers the first id.
 */
export async function reserveIds(sequelize: Sequelize, table: string, column: string, count: number): Promise<number> {
  if (count <= 0) return 0;
  const [row] = await sequelize.query<{ last: string }>(
    `SELECT setval(s::regclass, nextval(s::regclass) + $1::bigint - 1) AS last FROM pg_get_serial_sequence($2, $3) AS s`,
    { bind: [count, table, column], type: QueryTypes.SELECT },
  );
  return Number(row!.last) - count + 1;
}
