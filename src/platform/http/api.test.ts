import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';

describe('HTTP API on real Postgres and Redis', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
  });
  afterAll(() => runtime.dispose());

  it('GET /api/health answers 200 with both dependencies up', async () => {
    const response = await request(app).get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      checks: { database: { status: 'up', critical: true }, redis: { status: 'up', critical: false } },
    });
  });

  it('GET /api/health/live and /api/health/ready answer 200', async () => {
    expect((await request(app).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/api/health/ready').expect(200)).body.status).toBe('ok');
  });

  it('GET /api/globales/uf answers the UF value stored in Postgres', async () => {
    const response = await request(app).get('/api/globales/uf').expect(200);
    expect(response.body.data).toEqual({ value: 39214.8, date: '2025-01-01', unit: 'CLP', isToday: false });
  });

  it('follows a newer UF value once it is stored', async () => {
    // The Chilean calendar day the pricing reads (current_date is the server's UTC day: from 00:00 to 03:00 UTC,
    // 21:00-24:00 in Santiago, it is already tomorrow there and this row was not today's UF).
    await runtime.sequelize.query(
      "INSERT INTO uf_rates (date, value, source) VALUES ((now() AT TIME ZONE 'America/Santiago')::date, 39301.55, 'test')",
    );
    const response = await request(app).get('/api/globales/uf').expect(200);
    expect(response.body.data.value).toBe(39301.55);
    await runtime.sequelize.query("DELETE FROM uf_rates WHERE source = 'test'");
  });

  it('answers the spec message when no UF value is stored', async () => {
    await runtime.sequelize.query('ALTER TABLE uf_rates RENAME TO uf_rates_hidden');
    await runtime.sequelize.query('CREATE TABLE uf_rates (LIKE uf_rates_hidden)');
    try {
      const response = await request(app).get('/api/globales/uf').expect(404);
      expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Error al obtener el valor de la UF.' } });
    } finally {
      await runtime.sequelize.query('DROP TABLE uf_rates; ALTER TABLE uf_rates_hidden RENAME TO uf_rates');
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await request(app).get('/api/no-existe').expect(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
    expect(response.body.error.message).toContain('/api/no-existe');
  });

  it('answers malformed JSON with a Spanish 400', async () => {
    const response = await request(app)
      .post('/api/no-existe')
      .set('Content-Type', 'application/json')
      .send('{"roto":')
      .expect(400);
    expect(response.body.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'El cuerpo de la solicitud no es un JSON válido.',
    });
  });

  it('refuses bodies above the JSON limit with 413', async () => {
    const response = await request(app)
      .post('/api/no-existe')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ texto: 'x'.repeat(200_000) }))
      .expect(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sets a request id and security headers', async () => {
    const response = await request(app).get('/api/health').set('x-request-id', 'abc-123');
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('HTTP API with Redis unreachable', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    // Nothing listens on port 1: the Redis connection never comes up.
    runtime = await createTestRuntime({ REDIS_URL: 'redis://127.0.0.1:1', METRICS_TOKEN: 'x'.repeat(32) });
  });
  afterAll(() => runtime.dispose());

  it('is ready (200) but degraded, naming Redis, on /api/health/ready and /api/health', async () => {
    for (const path of ['/api/health/ready', '/api/health']) {
      const response = await request(runtime.createHttpApp()).get(path).expect(200);
      expect(response.body.status).toBe('degraded');
      expect(response.body.message).toBe('No responde: redis');
      expect(response.body.checks.database).toEqual({ status: 'up', critical: true });
      expect(response.body.checks.redis).toMatchObject({ status: 'down', critical: false });
    }
    await request(runtime.createHttpApp()).get('/api/health/live').expect(200);
  });

  it('still serves /metrics, without queue counts', async () => {
    const response = await request(runtime.createHttpApp())
      .get('/metrics')
      .set('Authorization', `Bearer ${'x'.repeat(32)}`)
      .expect(200);
    expect(response.text).toContain('outbox_pending_messages');
    expect(response.text).not.toMatch(/^bullmq_queue_jobs\{/m);
  });

  it('GET /api/globales/uf still answers from Postgres', async () => {
    const response = await request(runtime.createHttpApp()).get('/api/globales/uf').expect(200);
    expect(response.body.data.value).toBe(39214.8);
  });
});
