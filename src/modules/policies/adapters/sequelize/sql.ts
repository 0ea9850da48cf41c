import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Tx } from '../../application/ports.js';

export const txOf = (tx: Tx | undefined) => tx as unknown as Transaction | undefined;

/** A SELECT (or a statement with RETURNING) with positional binds, in the transaction when given. */
export function select<T extends object>(
  sequelize: Sequelize,
  sql: string,
  bind: unknown[] = [],
  tx?: Tx,
): Promise<T[]> {
  return sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: txOf(tx) });
}

export async function execute(sequelize: Sequelize, sql: string, bind: unknown[] = [], tx?: Tx): Promise<number> {
  const [, result] = (await sequelize.query(sql, { bind, transaction: txOf(tx) })) as [
    unknown,
    { rowCount?: number } | number,
  ];
  return typeof result === 'number' ? result : (result?.rowCount ?? 0);
}

/** The organization condition of a scoped query: '' for staff (null), else `col = ANY($n)`. */
export function orgCondition(column: string, orgs: number[] | null, bind: unknown[]): string | null {
  if (orgs === null) return null;
  bind.push(orgs);
  return `${column} = ANY($${bind.length}::int[])`;
}

export const iso = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A Postgres date column (node-pg gives 'YYYY-MM-DD' strings for date with our type parser, or Date). */
export const day = (value: Date | string | null | undefined): string | null => {
  if (value == null) return null;
  if (value instanceof Date) {
    const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 10);
  }
  return String(value).slice(0, 10);
};

export const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
