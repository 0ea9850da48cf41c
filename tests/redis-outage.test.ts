import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../src/platform/testing/test-runtime.js';
import { patience } from '../src/platform/testing/patience.js';

/**
 * A Redis outage proven on a real Redis that this test starts and then kills: its own `redis-server` on a
 * free port (the machine's shared Redis on 6379 is never touched). Port-1 tests elsewhere only show a
 * Redis that never came up; here the processes were connected, counted in Redis, and lose it mid-run.
 */

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
/** GET /api/referidos is limited to 30 per IP per 10 minutes (leads module). */
const ADVISOR_LOOKUP_MAX = 30;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on the port (no persistence, loopback only) and resolves once it accepts connections. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + patience(10_000);
  while (!output.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server no arrancó: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function stopRedis(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function until(condition: () => boolean, what: string, ms = patience(15_000)): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timeout esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const lookup = (app: Parameters<typeof request>[0], ip: string) =>
  request(app).get('/api/referidos').query({ email: 'nadie@example.com' }).set('X-Forwarded-For', ip);

describe('Redis stopped while the processes run (own redis-server, killed mid-test)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cmp-redis-outage-'));
  const prefix = `cmpt_ro_${randomBytes(4).toString('hex')}`;
  let port: number;
  let redis: ChildProcess | undefined;
  let first: TestRuntime;
  let second: TestRuntime;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port, dir);
    // Two API processes of one deployment on that Redis.
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, QUEUE_PREFIX: prefix };
    [first, second] = await Promise.all([createTestRuntime(env), createTestRuntime(env)]);
    await until(() => first.redis.status === 'ready' && second.redis.status === 'ready', 'conexión a Redis');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
    await stopRedis(redis, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('with Redis up: ready "ok", and a client is counted once across both processes', async () => {
    const ready = await request(first.createHttpApp()).get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', checks: { redis: { status: 'up' } } });
    const [a, b] = [first.createHttpApp(), second.createHttpApp()];
    for (let i = 0; i < 20; i++) expect((await lookup(i % 2 === 0 ? a : b, '198.51.100.20')).status).not.toBe(429);
    // Twenty hits through two processes, then a 21st: the one counter in Redis leaves nine.
    expect((await lookup(a, '198.51.100.20')).headers['ratelimit-remaining']).toBe('9');
  });

  it('after Redis is killed: readiness 200 "degraded" (API and worker listeners), liveness 200, within the check timeout', async () => {
    await stopRedis(redis, 'SIGKILL');
    await until(() => first.redis.status !== 'ready' && second.redis.status !== 'ready', 'pérdida de Redis');

    for (const app of [first.createHttpApp(), second.createHttpApp(), first.createOpsHttpApp()]) {
      const started = Date.now();
      const response = await request(app).get('/api/health/ready').expect(200);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(response.body).toMatchObject({
        status: 'degraded',
        message: 'No responde: redis',
        checks: { database: { status: 'up', critical: true }, redis: { status: 'down', critical: false } },
      });
      await request(app).get('/api/health/live').expect(200);
    }
    // The legacy path answers the readiness, no longer 503 for Redis.
    expect((await request(first.createHttpApp()).get('/api/health').expect(200)).body.status).toBe('degraded');
  });

  it('after Redis is killed: limits still hold in each process (insurance limiter), answered without waiting', async () => {
    const app = first.createHttpApp();
    const started = Date.now();
    for (let i = 0; i < ADVISOR_LOOKUP_MAX; i++) expect((await lookup(app, '198.51.100.21')).status).not.toBe(429);
    const refused = await lookup(app, '198.51.100.21').expect(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.error.message).toMatch(/Demasiadas solicitudes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // 31 requests with Redis gone: no request waited on a reconnect.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('when Redis is back on the same address: ready "ok" again and counting is shared again, without a restart', async () => {
    redis = await startRedis(port, dir);
    await until(() => first.redis.status === 'ready' && second.redis.status === 'ready', 'reconexión a Redis', 20_000);
    const ready = await request(second.createHttpApp()).get('/api/health/ready').expect(200);
    expect(ready.body.status).toBe('ok');
    const [a, b] = [first.createHttpApp(), second.createHttpApp()];
    for (let i = 0; i < ADVISOR_LOOKUP_MAX; i++) {
      expect((await lookup(i % 2 === 0 ? a : b, '198.51.100.22')).status).not.toBe(429);
    }
    await lookup(b, '198.51.100.22').expect(429);
    await lookup(a, '198.51.100.22').expect(429);
  }, 60_000);
});
