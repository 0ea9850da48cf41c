import { randomBytes } from 'node:crypto';
import { DEFAULT_PLANS, DEFAULT_PRODUCTS, loadSampleData } from '../../scripts/seed/sample-data.js';
import { createLogger } from '../../src/platform/logger.js';
import { createTestDatabase, TEST_REDIS_URL, withAdminClient } from '../../src/platform/testing/test-database.js';
import {
  createTestRuntime,
  deleteKeys,
  testConfig,
  type ConfigOverrides,
  type TestRuntime,
} from '../../src/platform/testing/test-runtime.js';
import { createRuntime } from '../../src/runtime.js';

/** How much of the labelled sample catalogue a test needs (loadSampleData's scale and plans). */
export interface SampleSize {
  scale?: number;
  plans?: number;
  /** Also the Peruvian, Colombian and international sample catalogues (issue 27). */
  editions?: boolean;
}

const templates = new Map<string, Promise<string>>();

/**
 * A runtime on a copy of a database that already holds the sample data. The first test of the run that asks for
 * a size loads it once into a template database; every other file copies that template (a file copy in
 * PostgreSQL, well under a second) instead of generating and inserting the catalogue again.
 */
export async function createSampleTestRuntime(
  size: SampleSize = {},
  overrides: ConfigOverrides = {},
): Promise<TestRuntime> {
  return createTestRuntime(overrides, { template: await sampleTemplate(size) });
}

/** The name of this run's template with the sample data of that size, built on first use. */
export function sampleTemplate(size: SampleSize): Promise<string> {
  const scale = size.scale ?? DEFAULT_PRODUCTS;
  const plans = size.plans ?? DEFAULT_PLANS;
  const editions = size.editions ?? false;
  // process.ppid is the vitest process, whose global setup drops every cmp_tpl_<pid>_* database at the end.
  const name = `cmp_tpl_${process.ppid}_s${scale}_p${plans}${editions ? '_e' : ''}`;
  let template = templates.get(name);
  if (!template) {
    template = buildOnce(name, { scale, plans, editions });
    templates.set(name, template);
  }
  return template;
}

/** Two workers may ask for the same size at once: a PostgreSQL advisory lock lets one build it. */
async function buildOnce(name: string, size: Required<SampleSize>): Promise<string> {
  await withAdminClient(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await build(name, size, (sql) => client.query(sql));
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

async function build(name: string, size: Required<SampleSize>, admin: (sql: string) => Promise<unknown>) {
  const database = await createTestDatabase();
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;
  const config = testConfig(database.url, prefix);
  const runtime = await createRuntime(config, createLogger(config.LOG_LEVEL));
  try {
    await loadSampleData(runtime, { onlyIfEmpty: false, ...size });
  } catch (error) {
    await runtime.close();
    await database.drop();
    throw error;
  }
  await runtime.close();
  await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  // Renamed only when whole, so a crashed load never leaves a half-filled template behind that name.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(`ALTER DATABASE ${database.name} RENAME TO ${name}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
