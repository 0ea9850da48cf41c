import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, deleteKeys, type TestRuntime } from '../testing/test-runtime.js';
import { TEST_REDIS_URL } from '../testing/test-database.js';
import type { RateLimiter } from './rate-limit.js';
import { PLATFORM } from '../tokens.js';

/** GET /api/referidos is limited to 30 per IP per 10 minutes (leads module). */
const ADVISOR_LOOKUP_MAX = 30;
const lookup = (app: Parameters<typeof request>[0], ip: string) =>
  request(app).get('/api/referidos').query({ email: 'nadie@example.com' }).set('X-Forwarded-For', ip);

describe('rate limits shared by every process (Redis)', () => {
  const prefix = `cmpt_rl_${randomBytes(4).toString('hex')}`;
  let first: TestRuntime;
  let second: TestRuntime;

  beforeAll(async () => {
    // Two API processes of one deployment: same Redis, same key prefix.
    [first, second] = await Promise.all([
      createTestRuntime({ QUEUE_PREFIX: prefix }),
      createTestRuntime({ QUEUE_PREFIX: prefix }),
    ]);
    // Until its connection is ready a process counts in memory (insurance): wait for both.
    for (const runtime of [first, second]) {
      const deadline = Date.now() + 30_000;
      while (runtime.redis.status !== 'ready' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(runtime.redis.status).toBe('ready');
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
    await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  });

  it('counts a client once across two app instances: the 31st lookup is refused by either', async () => {
    const a = first.createHttpApp();
    const b = second.createHttpApp();
    const ip = '198.51.100.7';
    for (let i = 0; i < ADVISOR_LOOKUP_MAX; i++) {
      const response = await lookup(i % 2 === 0 ? a : b, ip);
      expect(response.status).not.toBe(429);
    }
    for (const app of [a, b]) {
      const refused = await lookup(app, ip).expect(429);
      expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await lookup(a, '198.51.100.8')).status).not.toBe(429);
  });

  it('shares per-account login failures and their reset', async () => {
    const rule = { name: 'rl-test', max: 3, windowMs: 60_000 };
    const one = first.container.get<RateLimiter>(PLATFORM.RateLimiter);
    const two = second.container.get<RateLimiter>(PLATFORM.RateLimiter);
    expect((await one.hit('ana@example.com', rule)).allowed).toBe(true);
    expect((await two.hit('ana@example.com', rule)).allowed).toBe(true);
    expect(await one.hit('ana@example.com', rule)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await two.hit('ana@example.com', rule)).allowed).toBe(false);
    await two.reset('ana@example.com', rule);
    expect((await one.hit('ana@example.com', rule)).allowed).toBe(true);
  });
});

describe('rate limits with Redis unreachable', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    // Nothing listens on port 1 (the shared Redis server stays up for everyone else).
    runtime = await createTestRuntime({ REDIS_URL: 'redis://127.0.0.1:1' });
  }, 120_000);
  afterAll(() => runtime?.dispose());

  it('still enforces the limit in the process (insurance limiter), without waiting for Redis', async () => {
    const app = runtime.createHttpApp();
    for (let i = 0; i < ADVISOR_LOOKUP_MAX; i++) expect((await lookup(app, '203.0.113.9')).status).not.toBe(429);
    const refused = await lookup(app, '203.0.113.9').expect(429);
    expect(refused.body.error.message).toMatch(/Demasiadas solicitudes/);
  });
});
