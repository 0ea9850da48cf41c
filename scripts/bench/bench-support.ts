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
