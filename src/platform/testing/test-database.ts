import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Tests always run on the real PostgreSQL server (never the embedded one). */
export const TEST_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Set by tests/global-setup.ts for its run: concurrent runs each migrate their own template. */
export const templateDatabase = () => process.env.CMP_TEST_TEMPLATE ?? 'cmp_test_template';

export function databaseUrl(name: string): string {
  const url = new URL(TEST_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, copied from the migrated template (fast: no migrations run), or from
 * another database of this run (a template with sample data, tests/support/sample-runtime.ts).
 */
export async function createTestDatabase(template = templateDatabase()): Promise<TestDatabase> {
  const name = `cmp_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (client) => {
    // Two files may copy the template at once; PostgreSQL refuses while the template is in use, so retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    name,
    url: databaseUrl(name),
    drop: () =>
      withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}
