import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FORMS } from '../../../../scripts/seed/sales-sample.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';
import {
  APPROVED_TOKEN,
  fillSteps,
  PROFILE,
  purchasableProduct,
  startSale,
  type StartedSale,
} from './sales-test-support.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

describe('back-office Ventas (/api/admin/sales) guarded by the payment permission strings', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let paid: StartedSale;
  let paymentId: string;
  let productCode: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 });
    app = runtime.createHttpApp();
    // A health insurance: its form has the DPS step the detail test reads.
    productCode = await purchasableProduct(app, runtime, 'SEGURO SALUD');
    paid = await startSale(app, productCode);
    await fillSteps(app, paid);
    const payment = await request(app)
      .post(`/api/sales/${paid.id}/payments`)
      .set('x-sale-token', paid.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    paymentId = payment.body.data.id;
    admin = await staffToken(runtime, app, 'ADMIN');
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
    // The sale is of a health insurance (beforeAll), whose form has the DPS.
    const dps = response.body.steps.find((s: { code: string }) => s.code === 'DPS_PAYMENT');
    expect(dps).toBeDefined();
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
    const backoffice = await staffToken(runtime, app, 'BACKOFFICE');
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
    const client = await staffToken(runtime, app, 'CLIENT');
    const list = await request(app).get('/api/admin/sales').set(as(client));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect((await request(app).get(`/api/admin/sales/${paid.id}`).set(as(client))).status).toBe(404);
    const csv = await request(app).get('/api/admin/sales/export.csv').set(as(client));
    expect(csv.status).toBe(403); // CLIENT holds no payment:export
    const supervisor = await staffToken(runtime, app, 'SUPERVISOR');
    expect((await request(app).get('/api/admin/sales').set(as(supervisor))).status).toBe(403);
  });

  it('purchase forms are data on the product: seeded per family, read with product:read, changed with product:update', async () => {
    const rows = await runtime.sequelize.query<{ code: string; upper: string; org: string; sections: string[] }>(
      `SELECT p.product_code AS code, u.name AS upper, o.organization_type AS org, f.sections
         FROM products p JOIN insurance_types t ON t.id = p.insurance_type_id
         JOIN upper_insurance_types u ON u.id = t.upper_type_id JOIN organizations o ON o.id = p.organization_id
         LEFT JOIN sale_product_forms f ON f.product_code = p.product_code
        WHERE p.sales_channel <> 'QpLead'`,
      { type: QueryTypes.SELECT },
    );
    expect(rows.length).toBeGreaterThan(10);
    // Every online product of the sample catalogue has its form, by its family.
    expect(rows.filter((r) => !r.sections)).toEqual([]);
    const family = (upper: string) => {
      const found = rows.filter((r) => r.upper === upper);
      expect(found.length, upper).toBeGreaterThan(0);
      return found;
    };
    for (const row of family('SEGURO SALUD')) expect(row.sections).toContain('DPS_PAYMENT');
    for (const row of family('SEGURO COLECTIVO'))
      expect(row.sections.slice(0, 2)).toEqual(['COMPANY_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_FULL']);
    // The sample at this scale sells no guard insurance online: its form is checked where it is defined.
    expect(rows.filter((r) => r.upper === 'SEGURO DE GUARDIA')).toEqual([]);
    expect(SAMPLE_FORMS['SEGURO DE GUARDIA']).toContain('MASS_INSURED_PAYMENT_PARTIAL');
    for (const row of rows) {
      expect(row.sections.at(-1)).toBe('PAYMENT');
      expect(row.sections.includes('ISAPRE_PERSONAL_DATA')).toBe(
        row.org === 'ISAPRE' && row.sections[0] === 'PERSONAL_DATA_PAYMENT',
      );
    }
    expect(new Set(rows.map((r) => r.upper)).size).toBeGreaterThan(4);

    const code = await purchasableProduct(app, runtime, 'SEGURO SALUD');
    const url = `/api/admin/product-forms/${code}`;
    const supervisor = await staffToken(runtime, app, 'SUPERVISOR');
    const read = await request(app).get(url).set(as(supervisor));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: code, productCode: code, stored: true, updatedBy: 'datos de ejemplo' });
    expect(read.body.sections).toContain('DPS_PAYMENT');
    expect(
      (
        await request(app)
          .put(url)
          .set(as(supervisor))
          .send({ sections: ['PERSONAL_DATA_PAYMENT'] })
      ).status,
    ).toBe(403);
    expect((await request(app).get(url)).status).toBe(401);

    const started = await startSale(app, code);
    const bad = await request(app)
      .put(url)
      .set(as(admin))
      .send({ sections: ['DPS_PAYMENT', 'PAYMENT'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'El formulario debe pedir los datos personales del titular o los datos de la empresa.',
    );
    expect(
      (
        await request(app)
          .put('/api/admin/product-forms/NO-EXISTE')
          .set(as(admin))
          .send({ sections: ['PERSONAL_DATA_PAYMENT'] })
      ).status,
    ).toBe(404);
    const saved = await request(app)
      .put(url)
      .set(as(admin))
      .send({ sections: ['SIGNATURE', 'PERSONAL_DATA_PAYMENT', 'SIGNATURE'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ sections: ['SIGNATURE', 'PERSONAL_DATA_PAYMENT', 'PAYMENT'], stored: true });
    // A new purchase asks the new form; one already started keeps the sections it began with.
    const fresh = await startSale(app, code);
    expect(fresh.steps.map((step) => step.code)).toEqual(['SIGNATURE', 'PERSONAL_DATA_PAYMENT', 'PAYMENT']);
    const before = await request(app).get(`/api/sales/${started.id}`).set('x-sale-token', started.token);
    expect(before.body.data.steps.map((step: { code: string }) => step.code)).toContain('DPS_PAYMENT');
  });

  // Issue 27: staff filter every list by country; a sale keeps the edition of the host it was opened on.
  it('filters Ventas by country; a purchase is not opened on an edition without online sales', async () => {
    // Peru only takes requests (no online provider there): the purchase is refused in Spanish, nothing stored.
    const before = await runtime.sequelize.query('SELECT count(*)::int AS n FROM sales', { type: QueryTypes.SELECT });
    const refused = await request(app)
      .post('/api/sales')
      .set('Host', 'pe.localhost')
      .send({ productCode, profile: PROFILE });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'La contratación en línea no está disponible en este sitio: solicita que un asesor te contacte.',
    );
    expect(await runtime.sequelize.query('SELECT count(*)::int AS n FROM sales', { type: QueryTypes.SELECT })).toEqual(
      before,
    );
    // A Peruvian sale as the column keeps it (opened there once Peru sells online).
    const peru = await request(app).post('/api/sales').send({ productCode, profile: PROFILE });
    expect(peru.status).toBe(201);
    await runtime.sequelize.query("UPDATE sales SET country_code = 'PE' WHERE id = $1", { bind: [peru.body.data.id] });
    const list = (filter: Record<string, unknown>) =>
      request(app)
        .get('/api/admin/sales')
        .query({ filter: JSON.stringify(filter), range: '[0,499]' })
        .set(as(admin));
    const peruRows = await list({ countryCode: 'PE' });
    expect(peruRows.status).toBe(200);
    expect(peruRows.body.map((r: { id: string }) => r.id)).toEqual([peru.body.data.id]);
    expect(peruRows.body[0].countryCode).toBe('PE');
    const chileIds = (await list({ countryCode: 'CL' })).body.map((r: { id: string }) => r.id);
    expect(chileIds).toContain(paid.id);
    expect(chileIds).not.toContain(peru.body.data.id);
    expect((await list({ countryCode: 'INT' })).body).toEqual([]);
    expect((await list({ countryCode: 'XX' })).status).toBe(400);
  });
});
