import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleData } from '../../../../scripts/seed/sample-data.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../../identity/testing/identity-fixtures.js';
import { APPROVED_TOKEN, fillSteps, purchasableProduct, startSale, type StartedSale } from './sales-test-support.js';

describe('back-office Ventas (/api/admin/sales) guarded by the payment permission strings', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let paid: StartedSale;
  let paymentId: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    runtime = await createTestRuntime();
    await loadSampleData(runtime, { onlyIfEmpty: false, scale: 80, plans: 0 });
    app = runtime.createHttpApp();
    const code = await purchasableProduct(app, runtime);
    paid = await startSale(app, code);
    await fillSteps(app, paid);
    const payment = await request(app)
      .post(`/api/sales/${paid.id}/payments`)
      .set('x-sale-token', paid.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    paymentId = payment.body.data.id;
    admin = (await loginAs(app, (await createTestUser(runtime, ['ADMIN'])).email)).access_token;
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('lists sales with status, provider, product, dates and amount; filters; Content-Range', async () => {
    const response = await request(app)
      .get('/api/admin/sales')
      .query({ filter: JSON.stringify({ status: 'OK' }), sort: JSON.stringify(['createdAt', 'DESC']), range: '[0,9]' })
      .set(as(admin));
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toMatch(/^sales 0-\d+\/\d+$/);
    const row = response.body.find((r: { id: string }) => r.id === paid.id);
    expect(row).toMatchObject({
      status: 'OK',
      provider: 'sandbox',
      paymentStatus: 'OK',
      amount: paid.amount,
      currency: 'CLP',
    });
    const none = await request(app)
      .get('/api/admin/sales')
      .query({ filter: JSON.stringify({ provider: 'transbank' }) })
      .set(as(admin));
    expect(none.body).toEqual([]);
    const bad = await request(app)
      .get('/api/admin/sales')
      .query({ filter: JSON.stringify({ status: 'RARO' }) })
      .set(as(admin));
    expect(bad.status).toBe(400);
  });

  it('shows the steps with the form data and the DPS, and the payments with provider codes and history', async () => {
    const response = await request(app).get(`/api/admin/sales/${paid.id}`).set(as(admin));
    expect(response.status).toBe(200);
    const dps = response.body.steps.find((s: { code: string }) => s.code === 'DPS_PAYMENT');
    if (dps)
      expect(dps.data).toMatchObject({ 'dps.hospitalizacion': 'si', 'dps.hospitalizacionDetalle': 'Apendicitis 2021' });
    expect(response.body.steps[0].data).toMatchObject({ rut: '12.345.678-5' });
    expect(response.body.payments[0]).toMatchObject({
      id: paymentId,
      status: 'OK',
      providerReference: expect.stringMatching(/^sbx-/),
    });
    expect(response.body.payments[0].events.map((e: { status: string }) => e.status)).toEqual(['PENDING', 'OK']);
  });

  it('exports CSV with payment:export', async () => {
    const response = await request(app).get('/api/admin/sales/export.csv').set(as(admin));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.text).toContain(paid.id);
  });

  it('refund: REQUEST_REFUND then REFUND through the provider port, with payment:refund only', async () => {
    const backoffice = (await loginAs(app, (await createTestUser(runtime, ['BACKOFFICE'])).email)).access_token;
    const refused = await request(app)
      .post(`/api/admin/sales/${paid.id}/payments/${paymentId}/refund`)
      .set(as(backoffice));
    expect(refused.status).toBe(403);
    const refunded = await request(app).post(`/api/admin/sales/${paid.id}/payments/${paymentId}/refund`).set(as(admin));
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('REFUND');
    const history = await request(app).get(`/api/admin/sales/${paid.id}`).set(as(admin));
    expect(history.body.payments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'PENDING',
      'OK',
      'REQUEST_REFUND',
      'REFUND',
    ]);
    const again = await request(app).post(`/api/admin/sales/${paid.id}/payments/${paymentId}/refund`).set(as(admin));
    expect(again.status).toBe(409);
  });

  it('401 without a token; 403 without payment:read; a client-portal role (payment:read, not staff) sees no sale', async () => {
    expect((await request(app).get('/api/admin/sales')).status).toBe(401);
    const client = (await loginAs(app, (await createTestUser(runtime, ['CLIENT'])).email)).access_token;
    const list = await request(app).get('/api/admin/sales').set(as(client));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect((await request(app).get(`/api/admin/sales/${paid.id}`).set(as(client))).status).toBe(404);
    const csv = await request(app).get('/api/admin/sales/export.csv').set(as(client));
    expect(csv.status).toBe(403); // CLIENT holds no payment:export
    const supervisor = (await loginAs(app, (await createTestUser(runtime, ['SUPERVISOR'])).email)).access_token;
    expect((await request(app).get('/api/admin/sales').set(as(supervisor))).status).toBe(403);
  });
});
