import type { Express } from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs } from '../../modules/identity/testing/identity-fixtures.js';
import type { Policy } from '../../modules/policies/domain/policy.js';
import { createCompanyWithPolicy } from '../../modules/policies/testing/policies-fixtures.js';
import { rutFor } from '../../modules/policies/testing/people-generator.js';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';
import { isCalendarDate } from './input-schemas.js';

/** Issue 24: writes that were accepted (coerced, half-empty, impossible) and must be refused. */
describe('strict write schemas across modules', () => {
  let runtime: TestRuntime;
  let app: Express;
  let token: string;
  let policy: Policy;
  let ip = 0;
  const nextIp = () => `10.78.${Math.floor(++ip / 250)}.${ip % 250}`;
  const one = async <T extends object>(sql: string, bind: unknown[] = []) =>
    (await runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT }))[0] as T;
  const lead = (overrides: Record<string, unknown> = {}) =>
    request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send({
        nombre: 'Ana Pérez',
        rutsolicitud: rutFor(++ip, 15_000_000),
        email: `ana${++ip}@correo.cl`,
        telefono: '+56 9 1234 5678',
        agree: true,
        origin: 'QUEPLAN.CL',
        ...overrides,
      });

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    policy = (await createCompanyWithPolicy(runtime, { name: 'Estricta SpA' })).policy;
    const admin = await createTestUser(runtime, ['ADMIN']);
    token = (await loginAs(app, admin.email)).access_token;
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('knows real calendar dates', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-01', ''].some(isCalendarDate)).toBe(false);
  });

  it('refuses a lead assignment to `true` (it assigned executive 1)', async () => {
    const created = await lead();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const before = await one<{ executive_id: number | null }>('SELECT executive_id FROM leads WHERE id = $1', [id]);
    for (const executiveId of [true, '', '1', 1.5, 0, -1]) {
      const response = await request(app)
        .put(`/api/admin/leads/${id}/assign`)
        .auth(token, { type: 'bearer' })
        .send({ executiveId });
      expect(response.status, JSON.stringify(executiveId)).toBe(400);
    }
    expect(await one('SELECT executive_id FROM leads WHERE id = $1', [id])).toEqual(before);
  });

  it("ignores a lead's insuranceId that is not a whole id (it stored product_id '1.5')", async () => {
    const created = await lead({ insuranceId: 1.5 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = await one<{ product_id: string | null }>('SELECT product_id FROM leads WHERE id = $1', [
      created.body.data.id,
    ]);
    expect(row.product_id).toBeNull();
    const whole = await lead({ insuranceId: 77 });
    expect(
      (await one<{ product_id: string }>('SELECT product_id FROM leads WHERE id = $1', [whole.body.data.id]))
        .product_id,
    ).toBe('77');
  });

  it('refuses an empty feedback (it stored one)', async () => {
    const count = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM lead_feedbacks')).n;
    const before = await count();
    for (const body of [{}, { comment: '   ' }, { score: '4' }, { score: true }, { score: null, comment: null }]) {
      const response = await request(app).post('/api/feedbacks').set('X-Forwarded-For', nextIp()).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
    const rated = await request(app)
      .post('/api/feedbacks')
      .set('X-Forwarded-For', nextIp())
      .send({ score: 4, comment: null });
    expect(rated.status).toBe(201);
  });

  it('refuses a partner form whose contact fields are not text (it stored {"email":[null]})', async () => {
    const count = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM partner_forms')).n;
    const before = await count();
    for (const body of [{ email: [null] }, { email: {} }, { email: 'no-es-correo' }, { nombre: [1] }, { rut: true }]) {
      const response = await request(app).post('/api/integration/form').send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
    // Liberal with what the spec leaves open: other fields of any shape, a phone as a number.
    const ok = await request(app)
      .post('/api/integration/form')
      .send({ email: 'ana@correo.cl', telefono: 56912345678, perfil: { cargas: [] }, extra: [null] });
    expect(ok.status).toBe(201);
  });

  it('refuses a policy edit without its start date, with an impossible date or a coerced id', async () => {
    const url = `/api/admin/policies/${policy.id}`;
    const before = await one('SELECT * FROM policies WHERE id = $1', [policy.id]);
    for (const body of [
      { number: '2026-02-30' },
      { productId: null },
      { startDate: '2026-02-30' },
      { startDate: policy.startDate, endDate: '2027-02-29' },
      { startDate: policy.startDate, insurerId: true },
      { startDate: policy.startDate, productId: '' },
      { startDate: policy.startDate, periodicityMonths: '3' },
      { startDate: policy.startDate, coverageGroups: [{ code: ' ', name: 'x' }] },
    ]) {
      const response = await request(app).put(url).auth(token, { type: 'bearer' }).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await one('SELECT * FROM policies WHERE id = $1', [policy.id])).toEqual(before);
    const ok = await request(app)
      .put(url)
      .auth(token, { type: 'bearer' })
      .send({ startDate: policy.startDate, number: '2026-000124', productId: null });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ number: '2026-000124', productId: null });
  });
});
