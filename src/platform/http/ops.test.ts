import { Writable } from 'node:stream';
import { Router, type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { outsideContract } from '../testing/api-contract.js';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';
import { createApp, trustProxySetting } from './app.js';

/** The value of a series in Prometheus' text format (first line matching name{labels}). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => set.includes(`${key}="${value}"`))) return Number(match[3]);
  }
  return undefined;
}

const METRICS_TOKEN = 'token-de-metricas-de-prueba-0123456789abcdef';
const scrape = (app: Express) => request(app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);

describe('operations: /metrics and the worker listener on real Postgres and Redis', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    runtime = await createTestRuntime({ METRICS_TOKEN });
    const deadline = Date.now() + 30_000;
    while (runtime.redis.status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);
  afterAll(() => runtime?.dispose());

  it('exposes HTTP latency by route pattern, the pool, the outbox backlog and BullMQ counts', async () => {
    const app = runtime.createHttpApp();
    await request(app).get('/api/globales/uf').expect(200);
    await request(app).get('/api/insurance/123456');
    await request(app).get('/api/insurance/654321');
    await request(app).get('/api/no-existe').expect(404);
    // One outbox row waiting, two minutes old (the relay is not started in this runtime).
    await runtime.sequelize.query(
      `INSERT INTO outbox_messages (queue, job_name, payload, created_at) VALUES ('ops-test', 'x', '{}', now() - interval '120 seconds')`,
    );

    const response = await scrape(app).expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.text;
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/globales/uf', status_code: '200' })).toBe(
      1,
    );
    // The pattern, not the URL: both organizations in one series, no id anywhere.
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/insurance/:id' })).toBe(2);
    expect(text).not.toContain('123456');
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(5);
    expect(sample(text, 'db_pool_connections', { state: 'size' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_pending_messages')).toBe(1);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(119);
    expect(sample(text, 'bullmq_queue_jobs', { queue: 'leads-email', state: 'waiting' })).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('serves /metrics on the public port only to a scraper with the bearer token (issue 24)', async () => {
    const app = runtime.createHttpApp();
    const anonymous = await request(app).get('/metrics').expect(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(anonymous.body.error.code).toBe('UNAUTHORIZED');
    expect(anonymous.text).not.toContain('process_cpu_seconds_total');
    await request(app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}x`).expect(401);
    await request(app).get('/metrics').set('Authorization', 'Bearer corto').expect(401);
    await request(app).get('/metrics').set('Authorization', METRICS_TOKEN).expect(401);
    expect((await scrape(app).expect(200)).text).toContain('process_cpu_seconds_total');
  });

  it('answers 404 for /metrics on the public port when no METRICS_TOKEN is configured', async () => {
    const app = createApp({
      logger: createLogger('silent'),
      metrics: runtime.metrics,
      routes: [],
      jsonBodyLimit: '10kb',
    });
    const response = await request(app).get('/metrics').set('Authorization', 'Bearer cualquiera').expect(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
    expect(response.text).not.toContain('process_cpu_seconds_total');
  });

  it('rejects a METRICS_TOKEN shorter than 32 characters', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN/);
  });

  it('serves health and metrics on the worker listener, nothing else', async () => {
    const ops = runtime.createOpsHttpApp();
    expect((await request(ops).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(ops).get('/api/health/ready').expect(200)).body.status).toBe('ok');
    expect((await request(ops).get('/metrics').expect(200)).text).toContain('outbox_pending_messages');
    // The ops listener is not the API: its 404 for an API path is the point, not a drift.
    await outsideContract(request(ops).get('/api/globales/uf')).expect(404);
  });
});

describe('access log', () => {
  it('logs each response at info with its request id, never bodies, query strings or tokens', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const router = Router();
    router.post('/login/:who', (_req, res) => {
      res.status(201).json({ ok: true });
    });
    const app = createApp({
      logger: createLogger('info', sink),
      routes: [{ path: '/api/prueba', router }],
      jsonBodyLimit: '10kb',
    });
    await request(app)
      .post('/api/prueba/login/ana?token=secreto-en-la-url')
      .set('x-request-id', 'req-77')
      .set('Authorization', 'Bearer secreto-del-token')
      .send({ password: 'Clave#secreta1' })
      .expect(201);
    await request(app).get('/api/otra').expect(404);

    const access = lines.filter((line) => line.msg === 'request');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      level: 30,
      reqId: 'req-77',
      req: { method: 'POST', path: '/api/prueba/login/ana' },
      route: '/api/prueba/login/:who',
      res: { statusCode: 201 },
    });
    expect(typeof access[0]!.ms).toBe('number');
    expect(access[1]).toMatchObject({ level: 40, res: { statusCode: 404 } });
    const all = JSON.stringify(lines);
    for (const secret of ['secreto-en-la-url', 'secreto-del-token', 'Clave#secreta1', 'authorization']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('parses hops, booleans and address lists', () => {
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('decides which client IP the app sees (the key of per-IP limits)', async () => {
    const router = Router();
    router.get('/', (req, res) => {
      res.json({ ip: req.ip });
    });
    const appWith = (trustProxy: string) =>
      createApp({
        logger: createLogger('silent'),
        routes: [{ path: '/api/ip', router }],
        jsonBodyLimit: '10kb',
        trustProxy: trustProxySetting(trustProxy),
      });
    const forwarded = (value: string) =>
      request(appWith(value)).get('/api/ip').set('X-Forwarded-For', '203.0.113.5, 10.1.2.3');
    expect((await forwarded('false')).body.ip).toMatch(/127\.0\.0\.1/);
    expect((await forwarded('1')).body.ip).toBe('10.1.2.3');
    expect((await forwarded('2')).body.ip).toBe('203.0.113.5');
    expect((await forwarded('loopback, 10.0.0.0/8')).body.ip).toBe('203.0.113.5');
  });
});
