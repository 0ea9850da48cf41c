import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSubscription } from '../../../platform/outbox/integration-events.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import type { GetProductForm } from '../application/get-product-form.js';
import type { SetProductForms } from '../application/set-product-forms.js';
import { SALES } from '../tokens.js';
import {
  APPROVED_TOKEN,
  fillSteps,
  onlineProductCodes,
  PROFILE,
  purchasableProduct,
  startSale,
  type StartedSale,
} from './sales-test-support.js';

describe('online purchase API on real Postgres (spec 03 §2 §4 §7 §8)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let productCode: string;
  /** Another purchasable product, configured free of charge by one test. */
  let freeCode: string;
  const count = async (sql: string, bind: unknown[] = []) => {
    const rows = await runtime.sequelize.query<{ n: string }>(sql, { bind, type: QueryTypes.SELECT });
    return Number(rows[0]!.n);
  };
  const pay = (sale: StartedSale, key: string | null, body: Record<string, unknown>) => {
    const call = request(app).post(`/api/sales/${sale.id}/payments`).set('x-sale-token', sale.token);
    if (key !== null) call.set('Idempotency-Key', key);
    return call.send(body);
  };

  beforeAll(async () => {
    // A generous provider timeout: on a loaded machine a charge slower than it is left PENDING (K027) by
    // design, which would make the replay test below read PENDING instead of OK.
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 }, { PAYMENT_TIMEOUT_MS: '20000' });
    // A subscriber, as policies and billing will bind theirs: the event gets one outbox row for it.
    runtime.container
      .bind<EventSubscription>(PLATFORM.EventSubscription)
      .toConstantValue({ eventType: 'SaleCompleted', queue: 'test-sale-completed' });
    app = runtime.createHttpApp();
    productCode = await purchasableProduct(app, runtime);
    for (const code of await onlineProductCodes(runtime)) {
      if (code === productCode) continue;
      const response = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
      if (response.status === 201) {
        freeCode = code;
        break;
      }
    }
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('POST /api/sales answers 201 with id, token, ordered steps (Pago as Confirmacion), amount and currency', async () => {
    const response = await request(app).post('/api/sales').send({ productCode, profile: null });
    expect(response.status).toBe(201);
    const data = response.body.data;
    expect(data).toMatchObject({ productCode, currency: 'CLP' });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.token.length).toBeGreaterThan(20);
    expect(Number(data.amount)).toBeGreaterThan(0);
    expect(Number.isInteger(Number(data.amount))).toBe(true);
    expect(data.steps[0]).toMatchObject({
      code: 'PERSONAL_DATA_PAYMENT',
      segment: 'Datos-personales',
      orderPosition: 1,
      status: 'PENDING',
    });
    expect(data.steps.at(-1)).toMatchObject({ code: 'PAYMENT', segment: 'Confirmacion' });
    // Only the token's hash is stored.
    expect(await count('SELECT count(*) AS n FROM sales WHERE token_hash = $1', [data.token])).toBe(0);
  });

  it('refuses unknown and offline products with Spanish messages, writing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM sales');
    const unknown = await request(app).post('/api/sales').send({ productCode: 'NO-EXISTE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/No existe el seguro/);
    const [offline] = await runtime.sequelize.query<{ product_code: string }>(
      `SELECT product_code FROM products WHERE sales_channel = 'QpLead' LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    const refused = await request(app).post('/api/sales').send({ productCode: offline!.product_code });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/no se contrata en línea/);
    const empty = await request(app).post('/api/sales').send({});
    expect(empty.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM sales')).toBe(before);
  });

  it("refuses the eight plans sold on the provider's site (spec 03 §9), even when their channel sells online", async () => {
    // An online product of the sample (not one the other tests buy) takes one of the eight codes.
    // The last one: the other tests take the first online products, and the catalogue keeps cards by code.
    const spare = (await onlineProductCodes(runtime)).at(-1)!;
    expect([productCode, freeCode]).not.toContain(spare);
    await runtime.sequelize.query(`UPDATE products SET product_code = 'QPS239' WHERE product_code = $1`, {
      bind: [spare],
    });
    const before = await count('SELECT count(*) AS n FROM sales');
    const refused = await request(app).post('/api/sales').send({ productCode: 'qps239', profile: PROFILE });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/se contrata en el sitio de /);
    expect(await count('SELECT count(*) AS n FROM sales')).toBe(before);
  });

  it('PUT a step: 400 with Spanish field errors and nothing saved; then 200; token required', async () => {
    const sale = await startSale(app, productCode);
    const bad = await request(app)
      .put(`/api/sales/${sale.id}/steps/PERSONAL_DATA_PAYMENT`)
      .set('x-sale-token', sale.token)
      .send({ rut: '12.345.678-9', email: 'no-es-correo' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    expect(bad.body.error.details.errors).toMatchObject({ rut: 'El RUT no es válido.', nombres: 'campo requerido' });
    expect(await count('SELECT count(*) AS n FROM sale_steps WHERE sale_id = $1', [sale.id])).toBe(0);

    const noToken = await request(app).put(`/api/sales/${sale.id}/steps/PERSONAL_DATA_PAYMENT`).send({});
    expect(noToken.status).toBe(404);
    const wrongToken = await request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', 'otro');
    expect(wrongToken.status).toBe(404);

    await fillSteps(app, sale);
    const got = await request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', sale.token);
    expect(got.status).toBe(200);
    expect(got.body.data.steps.filter((s: { status: string }) => s.status === 'COMPLETED')).toHaveLength(
      sale.steps.length - 1,
    );
    expect(got.body.data.steps[0].data).toMatchObject({ rut: '12.345.678-5', email: 'ana@correo.cl' });
    expect(got.body.data.steps[0].fields.length).toBeGreaterThan(5);
  });

  it('the sale is a lead: Contratación online 500 with the step sub-status, closed as sold when paid', async () => {
    const sale = await startSale(app, productCode);
    await request(app)
      .put(`/api/sales/${sale.id}/steps/PERSONAL_DATA_PAYMENT`)
      .set('x-sale-token', sale.token)
      .send({
        rut: '12.345.678-5',
        nombres: 'Ana',
        apellidoPaterno: 'Pérez',
        fechaNacimiento: '1990-05-01',
        sexo: 'F',
        email: 'lead@correo.cl',
        telefono: '+56912345678',
        direccion: 'Calle 1',
        comuna: 'Ñuñoa',
        region: '13',
      })
      .expect(200);
    const [lead] = await runtime.sequelize.query<{ id: string; status: number; sub_status: number }>(
      `SELECT l.id, l.status, l.sub_status FROM leads l JOIN sales s ON s.lead_id = l.id WHERE s.id = $1`,
      { bind: [sale.id], type: QueryTypes.SELECT },
    );
    expect(lead).toMatchObject({ status: 500 });
    expect(lead!.sub_status).toBe(sale.steps[1]!.code === 'DPS_PAYMENT' ? 301 : 300);
    // Three reminders wait in the outbox, written with the step.
    expect(
      await count(
        `SELECT count(*) AS n FROM outbox_messages WHERE queue = 'sales-reminders' AND payload->>'saleId' = $1`,
        [sale.id],
      ),
    ).toBe(3);
    await fillSteps(app, sale);
    const [atPayment] = await runtime.sequelize.query<{ sub_status: number }>(
      'SELECT sub_status FROM leads WHERE id = $1',
      { bind: [lead!.id], type: QueryTypes.SELECT },
    );
    expect(atPayment?.sub_status).toBe(303);
    await pay(sale, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    const [closed] = await runtime.sequelize.query<{ status: number; sub_status: number }>(
      'SELECT status, sub_status FROM leads WHERE id = $1',
      { bind: [lead!.id], type: QueryTypes.SELECT },
    );
    expect(closed).toEqual({ status: 3, sub_status: 330 });
  });

  it('a payment without Idempotency-Key answers 400 code 4292 and charges nothing', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const response = await pay(sale, null, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: '4292',
      message: 'Falta la clave de idempotencia (Idempotency-Key) del pago.',
    });
    expect(await count('SELECT count(*) AS n FROM sale_payments WHERE sale_id = $1', [sale.id])).toBe(0);
  });

  it('pays with the approved sandbox card: OK, fee 2% and tax 0.38%, sale OK, one SaleCompleted in the outbox', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const key = randomUUID();
    const response = await pay(sale, key, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(response.status).toBe(201);
    const amount = Number(sale.amount);
    const fee = Math.round(amount * 0.02);
    expect(response.body.data).toMatchObject({
      status: 'OK',
      provider: 'sandbox',
      amount: sale.amount,
      fee: String(fee),
      tax: String(Math.round(fee * 0.0038)),
      currency: 'CLP',
      card: { brand: 'visa', last4: '4242' },
    });
    const got = await request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', sale.token);
    expect(got.body.data.status).toBe('OK');
    expect(got.body.data.steps.at(-1)).toMatchObject({ segment: 'Confirmacion', status: 'COMPLETED' });
    expect(got.body.data.payments).toHaveLength(1);
    // One SaleCompleted for the subscriber, with ids and values only.
    const events = await runtime.sequelize.query<{
      queue: string;
      payload: { type: string; payload: Record<string, unknown> };
    }>(
      `SELECT queue, payload FROM outbox_messages WHERE job_name = 'SaleCompleted' AND queue = 'test-sale-completed' AND payload->'payload'->>'saleId' = $1`,
      { bind: [sale.id], type: QueryTypes.SELECT },
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.queue).toBe('test-sale-completed');
    expect(events[0]!.payload.type).toBe('SaleCompleted');
    expect(events[0]!.payload.payload).toMatchObject({
      saleId: sale.id,
      productCode,
      premium: { amount: sale.amount, currency: 'CLP' },
      buyer: { rut: '12.345.678-5', firstName: 'Ana María', relationship: 'TITULAR' },
      payment: {
        paymentId: response.body.data.id,
        provider: 'sandbox',
        amount: { amount: sale.amount, currency: 'CLP' },
      },
    });
    // The replay answers the first result, 200, and no second payment exists.
    const replay = await pay(sale, key, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(replay.status).toBe(200);
    expect(replay.body.data.id).toBe(response.body.data.id);
    // A new key on a paid sale is refused.
    const again = await pay(sale, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta compra ya está pagada.');
  });

  it('a declined card answers DECLINED with the catalogue message and advice; the sale stays open; a retry succeeds', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const declined = await pay(sale, randomUUID(), {
      paymentType: 'tdc-one-time',
      token: 'sbx_rej.cc_rejected_insufficient_amount_visa_9995_x1',
    });
    expect(declined.status).toBe(201);
    expect(declined.body.data).toMatchObject({
      status: 'DECLINED',
      errorCode: 'cc_rejected_insufficient_amount',
      message: 'La tarjeta no tiene fondos suficientes.',
      advice: 'Intenta con otra tarjeta u otro medio de pago.',
    });
    const retry = await pay(sale, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(retry.body.data.status).toBe('OK');
  });

  it('paying before the steps are complete is refused with the step to fill', async () => {
    const sale = await startSale(app, productCode);
    const response = await pay(sale, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^Completa el paso «Datos personales» antes de pagar\.$/);
    expect(response.body.error.details.segment).toBe('Datos-personales');
  });

  it('transfer one-time answers PENDING with the transfer instructions; no fee', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const response = await pay(sale, randomUUID(), { paymentType: 'transfer-one-time' });
    expect(response.body.data).toMatchObject({ status: 'PENDING', fee: '0', tax: '0' });
    expect(response.body.data.instructions).toMatchObject({
      banco: expect.any(String),
      numeroCuenta: expect.any(String),
    });
  });

  it('100 concurrent replays of one Idempotency-Key make one charge', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => pay(sale, key, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN })),
    );
    const ids = new Set(responses.map((r) => r.body.data?.id));
    expect(responses.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(ids.size).toBe(1);
    expect(responses.map((r) => r.body.data.status).filter((s) => s !== 'OK')).toEqual([]);
    const charges = await count(
      `SELECT count(*) AS n FROM sandbox_provider_charges c JOIN sale_payments p ON p.id::text = c.merchant_order
        WHERE p.sale_id = $1 AND c.kind = 'charge'`,
      [sale.id],
    );
    // Reported in the closing note: the replay test's charge count.
    console.warn(`[bench] 100 concurrent replays of one Idempotency-Key -> ${charges} charge(s)`);
    expect(charges).toBe(1);
    expect(await count('SELECT count(*) AS n FROM sale_payments WHERE sale_id = $1', [sale.id])).toBe(1);
  }, 60_000);

  it('no-payment-one-time on a priced product, a made-up type or a type the product does not offer: 400 in Spanish, nothing written (issue 25 hole 1)', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await pay(sale, randomUUID(), body);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'BAD_REQUEST', message });
    };
    await refused(
      { paymentType: 'no-payment-one-time' },
      'Este seguro tiene precio: elige un medio de pago para contratarlo.',
    );
    await refused({ paymentType: 'gratis' }, 'El tipo de pago gratis no existe.');
    await refused({ paymentType: 'requestRefund' }, 'El tipo de pago requestRefund no existe.');
    expect(await count('SELECT count(*) AS n FROM sale_payments WHERE sale_id = $1', [sale.id])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM sales WHERE id = $1 AND status = 'PENDING'`, [sale.id])).toBe(1);
    expect(
      await count(
        `SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'SaleCompleted' AND payload->'payload'->>'saleId' = $1`,
        [sale.id],
      ),
    ).toBe(0);

    // A product that offers only cards refuses a transfer.
    const other = (await onlineProductCodes(runtime)).find((code) => code !== productCode && code !== freeCode)!;
    const forms = runtime.container.get<SetProductForms>(SALES.SetProductForms);
    const form = await runtime.container.get<GetProductForm>(SALES.GetProductForm).execute(other);
    await forms.execute([{ productCode: other, sections: form.sections, paymentTypes: ['tdc-one-time'] }], null);
    const started = await request(app).post('/api/sales').send({ productCode: other, profile: PROFILE });
    expect(started.status).toBe(201);
    const cardOnly = started.body.data as StartedSale;
    await fillSteps(app, cardOnly);
    const transfer = await pay(cardOnly, randomUUID(), { paymentType: 'transfer-one-time' });
    expect(transfer.status).toBe(400);
    expect(transfer.body.error.message).toBe('Este seguro no se puede pagar con el tipo de pago transfer-one-time.');
    expect(await count('SELECT count(*) AS n FROM sale_payments WHERE sale_id = $1', [cardOnly.id])).toBe(0);
    const card = await pay(cardOnly, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(card.body.data.status).toBe('OK');
  });

  it('a product configured free of charge opens at 0 and completes only without payment, with no charge', async () => {
    const forms = runtime.container.get<SetProductForms>(SALES.SetProductForms);
    const form = await runtime.container.get<GetProductForm>(SALES.GetProductForm).execute(freeCode);
    await forms.execute([{ productCode: freeCode, sections: form.sections, freeOfCharge: true }], null);
    const sale = await startSale(app, freeCode);
    expect(sale.amount).toBe('0');
    await fillSteps(app, sale);
    const card = await pay(sale, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(card.status).toBe(400);
    expect(card.body.error.message).toBe('Este seguro no tiene costo: confírmalo sin medio de pago.');
    const response = await pay(sale, randomUUID(), { paymentType: 'no-payment-one-time' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ status: 'OK', provider: null, amount: '0' });
    const got = await request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', sale.token);
    expect(got.body.data.status).toBe('OK');
    const events = await count(
      `SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'SaleCompleted' AND queue = 'test-sale-completed' AND payload->'payload'->>'saleId' = $1 AND payload->'payload'->'payment' = 'null'::jsonb`,
      [sale.id],
    );
    expect(events).toBe(1);
  });

  it('POST /api/sales with an Idempotency-Key: the same body answers the same sale and token (200); another body 409', async () => {
    const key = randomUUID();
    const body = { productCode, profile: PROFILE, referrer: 'https://partner.cl/x' };
    const first = await request(app).post('/api/sales').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    // The same body, keys in another order.
    const again = await request(app)
      .post('/api/sales')
      .set('Idempotency-Key', key)
      .send({ referrer: body.referrer, profile: { cargas: [], cotizante: PROFILE.cotizante }, productCode });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, token: first.body.data.token });
    // The replayed token opens the sale.
    const opened = await request(app)
      .get(`/api/sales/${first.body.data.id}`)
      .set('x-sale-token', again.body.data.token);
    expect(opened.status).toBe(200);
    const other = await request(app)
      .post('/api/sales')
      .set('Idempotency-Key', key)
      .send({ ...body, profile: { ...PROFILE, cargas: [{ edad: 3 }] } });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(
      'Esta clave de idempotencia (Idempotency-Key) ya se usó para abrir otra compra con otros datos.',
    );
    // Ten concurrent retries open one sale.
    const racing = randomUUID();
    const all = await Promise.all(
      Array.from({ length: 10 }, () => request(app).post('/api/sales').set('Idempotency-Key', racing).send(body)),
    );
    expect(new Set(all.map((r) => r.body.data.id)).size).toBe(1);
    expect(all.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      await count('SELECT count(*) AS n FROM sales WHERE idempotency_key = ANY($1::text[])', [[key, racing]]),
    ).toBe(2);
  });
});
