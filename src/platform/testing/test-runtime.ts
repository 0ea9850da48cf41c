import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../logger.js';
import { createRuntime, type Runtime } from '../../runtime.js';
import { createTestDatabase, TEST_REDIS_URL } from './test-database.js';

export interface TestRuntime extends Runtime {
  dispose(): Promise<void>;
}

export type ConfigOverrides = Partial<Record<keyof Config, string>>;

/** A whole runtime (all modules) on its own database and its own BullMQ prefix, on the real servers. */
export async function createTestRuntime(
  overrides: ConfigOverrides = {},
  options: { template?: string } = {},
): Promise<TestRuntime> {
  const database = await createTestDatabase(options.template);
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;
  const config = testConfig(database.url, prefix, overrides);
  const runtime = await createRuntime(config, createLogger(config.LOG_LEVEL));
  return Object.assign(runtime, {
    async dispose() {
      await runtime.close();
      await database.drop();
      await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
    },
  });
}

/** A test's settings: its database and queue prefix, fresh secrets, quiet logs, a fast outbox. */
export function testConfig(databaseUrl: string, prefix: string, overrides: ConfigOverrides = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '5',
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: prefix,
    OUTBOX_POLL_MS: '50',
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    ...overrides,
  });
}

export async function deleteKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // Redis may be the thing a test stopped; leftover keys carry a unique prefix.
  } finally {
    redis.disconnect();
  }
}
