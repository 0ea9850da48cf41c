import { createLogger } from '../src/platform/logger.js';
import { createSequelize } from '../src/platform/db.js';
import { migrateUp } from '../src/platform/migrator.js';
import { databaseUrl, withAdminClient } from '../src/platform/testing/test-database.js';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds this run's migrated template (every test database is a copy of it) and drops what
 * crashed runs left behind. Runs of the suite side by side each keep to their own databases.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const template = `cmp_tpl_${process.pid}`;
  process.env.CMP_TEST_TEMPLATE = template;
  await withAdminClient(async (client) => {
    const found = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname ~ '^cmp_(t|tpl)_[0-9]+'",
    );
    for (const { datname } of found.rows) {
      const pid = Number(/^cmp_(?:t|tpl)_(\d+)/.exec(datname)?.[1]);
      if (pid === process.pid || !alive(pid)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE ${template}`);
  });
  const sequelize = createSequelize(databaseUrl(template), 2, createLogger('silent'));
  await migrateUp(sequelize);
  await sequelize.close();
  return async () => {
    await withAdminClient(async (client) => {
      const mine = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2 OR datname = $3',
        [`cmp_t_${process.pid}_%`, `cmp_tpl_${process.pid}_%`, template],
      );
      for (const { datname } of mine.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  };
}
