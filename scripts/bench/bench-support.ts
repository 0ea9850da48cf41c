import pg from 'pg';

export { freePort } from '../../src/platform/testing/free-port.js';

/**
 * What the benches that start a server share: a free port to start it on, and the database each works in
 * (`npm run bench`, `npm run bench:plans` and the plan-search scripts beside it name theirs alike, so the plan
 * scripts find the database `bench:plans` loaded).
 */

/** The base database URL of the benches: --database-url, else DATABASE_URL, else the local cmp_bench. */
export function benchBaseUrl(databaseUrl: unknown): string {
  return (
    (typeof databaseUrl === 'string' ? databaseUrl : undefined) ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/cmp_bench'
  );
}

/** A bench's own database: the base URL's database name with `_<suffix>` (cmp_bench_plans, cmp_bench_1500). */
export function benchDatabaseUrl(databaseUrl: unknown, suffix: string | number): string {
  const url = new URL(benchBaseUrl(databaseUrl));
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

/** The database of `npm run bench:plans` and the plan-search scripts that read it (plans-*.ts). */
export const plansDatabaseUrl = (databaseUrl: unknown): string => benchDatabaseUrl(databaseUrl, 'plans');

/** Drops and creates the bench database `name` on the server of BENCH_ADMIN_URL (else the local one); its URL. */
export async function freshBenchDatabase(name: string): Promise<string> {
  const url = new URL(process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
