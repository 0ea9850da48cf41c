import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Rows typed at the SQL boundary (EXAMPLES.md): the SQL aliases each column to the DTO's name
 * (`organization_code AS "organizationCode"`, nested values with `json_build_object`, which keeps the key order),
 * so the row pg returns IS the DTO and no mapper copies it. The few columns pg cannot hand over in the DTO's type
 * (NUMERIC and BIGINT come back as strings) get a converter, declared once per query.
 */
export type Converters<Row> = { readonly [K in keyof Row]?: (value: unknown) => Row[K] };

export interface SelectOptions<Row> {
  transaction?: Transaction;
  convert?: Converters<Row>;
}

/** A NUMERIC or BIGINT column read as text (exact in the database) turned into a number. */
export const numeric = (value: unknown): number => Number(value);
export const numericOrNull = (value: unknown): number | null => (value === null ? null : Number(value));

/**
 * Applies the converters in place (no copy: the snapshot loads ~100k rows) and answers the rows as `Row`.
 * A converter whose column is missing from the result is a drift between the SQL and the DTO: it throws.
 */
export function convertRows<Row extends object>(rows: Record<string, unknown>[], convert: Converters<Row>): Row[] {
  const entries = Object.entries(convert) as [string, (value: unknown) => unknown][];
  const [first] = rows;
  if (first) {
    const missing = entries.filter(([column]) => !(column in first)).map(([column]) => column);
    if (missing.length > 0) throw new Error(`select: converted column(s) ${missing.join(', ')} not in the result`);
  }
  for (const row of rows) for (const [column, to] of entries) row[column] = to(row[column]);
  return rows as Row[];
}

/** `SELECT … AS "dtoName"` with bind parameters ($1, $2…), answered as typed rows. */
export async function select<Row extends object>(
  sequelize: Sequelize,
  sql: string,
  bind: readonly unknown[] = [],
  options: SelectOptions<Row> = {},
): Promise<Row[]> {
  const rows = await sequelize.query<Record<string, unknown>>(sql, {
    bind: bind as unknown[],
    type: QueryTypes.SELECT,
    transaction: options.transaction,
  });
  return options.convert ? convertRows(rows, options.convert) : (rows as Row[]);
}
