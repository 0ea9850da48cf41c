import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSubscription } from '../../../platform/outbox/integration-events.js';
import { OutboxRelay } from '../../../platform/outbox/outbox-relay.js';
import { createRedis, QueueRegistry } from '../../../platform/queue.js';
import { TEST_REDIS_URL } from '../../../platform/testing/test-database.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import type { PaymentProviders, SaleRepository } from '../application/ports.js';
import type { CompleteSale } from '../application/complete-sale.js';
import type { ListSales } from '../application/list-sales.js';
import type { ReconcilePayments } from '../application/reconcile-payments.js';
import { SALES } from '../tokens.js';
import { sandboxSignature } from './providers/sandbox-provider.js';
import {
  APPROVED_TOKEN,
  fillSteps,
  PROFILE,
  purchasableProduct,
  startSale,
  type StartedSale,
} from './sales-test-support.js';
import { patience } from '../../../platform/testing/patience.js';

const SECRET = 'sandbox-solo-pruebas';

async function prepare(runtime: TestRuntime) {
  runtime.container
    .bind<EventSubscription>(PLATFORM.EventSubscription)
    .toConstantValue({ eventType: 'SaleCompleted', queue: 'test-sale-completed' });
}

const count = async (runtime: TestRuntime, sql: string, bind: unknown[] = []) => {
  const rows = await runtime.sequelize.query<{ n: string }>(sql, { bind, type: QueryTypes.SELECT });
  return Number(rows[0]!.n);
};
const events = (runtime: TestRuntime, saleId: string) =>
  count(
    runtime,
    `SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'SaleCompleted' AND queue = 'test-sale-completed' AND payload->'payload'->>'saleId' = $1`,
    [saleId],
  );
const pay = (app: Express, sale: StartedSale, body: Record<string, unknown>, key = randomUUID()) =>
  request(app)
    .post(`/api/sales/${sale.id}/payments`)
    .set('x-sale-token', sale.token)
    .set('Idempotency-Key', key)
    .send(body);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = patience(20_000)): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('payments reliability on real Postgres and Redis', () => {
  let runtime: TestRuntime;
  let app: Express;
  let productCode: string;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime(
      { scale: 80, plans: 0 },
      {
        PAYMENT_TIMEOUT_MS: '500',
        RECONCILE_AFTER_MS: '2500',
        RECONCILE_EVERY_MS: '1000',
        SALES_REMINDER_DELAYS_MS: '0,200,400',
      },
    );
    await prepare(runtime);
    app = runtime.createHttpApp();
    productCode = await purchasableProduct(app, runtime);
    runtime.startBackground();
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('webhooks: a bad signature is refused; delivered twice and out of order they end in one state and one event', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const transfer = await pay(app, sale, { paymentType: 'transfer-one-time' });
    expect(transfer.body.data.status).toBe('PENDING');
    const reference = transfer.body.data.instructions.reference as string;

    const approved = { reference, status: 'approved' };
    const forged = await request(app)
      .post('/api/sales/webhooks/sandbox')
      .set('x-sandbox-signature', sandboxSignature(approved, 'otra-clave-cualquiera'))
      .send(approved);
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toBe('La firma de la notificación no es válida.');
    const unsigned = await request(app).post('/api/sales/webhooks/sandbox').send(approved);
    expect(unsigned.status).toBe(401);
    expect((await request(app).post('/api/sales/webhooks/paypal').send({})).status).toBe(404);

    const send = (body: Record<string, unknown>) =>
      request(app)
        .post('/api/sales/webhooks/sandbox')
        .set('x-sandbox-signature', sandboxSignature(body, SECRET))
        .send(body);
    // Out of order: the approval arrives, then twice more, then a stale 'pending', then a 'declined'.
    const responses = await Promise.all([send(approved), send(approved)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(responses.filter((r) => r.body.data.applied)).toHaveLength(1);
    await send(approved).expect(200);
    await send({ reference, status: 'pending' }).expect(200);
    await send({ reference, status: 'declined', code: 'K505' }).expect(200);

    const got = await request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', sale.token);
    expect(got.body.data.status).toBe('OK');
    expect(got.body.data.payments[0].status).toBe('OK');
    expect(await events(runtime, sale.id)).toBe(1);
    // Every notice is kept in the payment's history, applied or not.
    expect(
      await count(
        runtime,
        `SELECT count(*) AS n FROM sale_payment_events e JOIN sale_payments p ON p.id = e.payment_id WHERE p.sale_id = $1 AND source = 'webhook'`,
        [sale.id],
      ),
    ).toBe(5);
  });

  it('a provider that answers too late leaves the payment PENDING (K027) and the scheduled reconciliation completes it', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const response = await pay(app, sale, { paymentType: 'tdc-one-time', token: 'sbx_timeout_visa_0119_t1' });
    expect(response.body.data).toMatchObject({
      status: 'PENDING',
      errorCode: 'K027',
      message: 'El medio de pago tardó demasiado en responder.',
    });
    // A second card attempt while the first is undecided is refused (no double charge).
    const second = await pay(app, sale, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(second.status).toBe(409);
    // The job scheduler (every second) asks the sandbox, which did charge: the sale completes.
    const status = await until(
      async () => (await request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', sale.token)).body.data.status,
      (s) => s === 'OK',
    );
    expect(status).toBe('OK');
    expect(await events(runtime, sale.id)).toBe(1);
  }, 40_000);

  it('a payment charged at the provider whose answer was never written is completed by the reconciliation (the SIGKILL case itself: sales-killed-process.test.ts)', async () => {
    const sale = await startSale(app, productCode);
    await fillSteps(app, sale);
    const sales = runtime.container.get<SaleRepository>(SALES.SaleRepository);
    const providers = runtime.container.get<PaymentProviders>(SALES.PaymentProviders);
    // What a process that died right after the provider's approval leaves behind: the payment row
    // (PENDING, never settled) and the provider's charge.
    const begun = await sales.beginPayment(
      {
        saleId: sale.id,
        idempotencyKey: 'killed-worker',
        paymentType: 'tdc-one-time',
        provider: 'sandbox',
        amount: { amount: sale.amount, currency: 'CLP' },
        fee: { amount: '0', currency: 'CLP' },
        tax: { amount: '0', currency: 'CLP' },
        cardBrand: 'visa',
        cardLast4: '4242',
      },
      60_000,
    );
    if (!('payment' in begun)) throw new Error('payment not begun');
    const charged = await providers.get('sandbox')!.charge({
      paymentId: begun.payment.id,
      saleId: sale.id,
      idempotencyKey: 'killed-worker',
      paymentType: 'tdc-one-time',
      amount: { amount: sale.amount, currency: 'CLP' },
      token: APPROVED_TOKEN,
      buyerEmail: null,
      description: 'x',
      returnUrl: 'http://localhost',
    });
    expect(charged.status).toBe('approved');
    // The process died a while ago (older than RECONCILE_AFTER_MS).
    await runtime.sequelize.query(`UPDATE sale_payments SET created_at = now() - interval '1 hour' WHERE id = $1`, {
      bind: [begun.payment.id],
    });
    const reconcile = runtime.container.get<ReconcilePayments>(SALES.ReconcilePayments);
    await reconcile.execute();
    const payment = await sales.findPaymentById(begun.payment.id);
    expect(payment).toMatchObject({ status: 'OK', providerReference: (charged as { reference: string }).reference });
    expect((await sales.findById(sale.id))!.status).toBe('OK');
    expect(await events(runtime, sale.id)).toBe(1);
    // Run again: nothing changes, still one event.
    await reconcile.execute();
    expect(await events(runtime, sale.id)).toBe(1);
  });

  describe('a sale is paid once: a later approval of another payment is refunded (issue 25 hole 4)', () => {
    const webhook = (body: Record<string, unknown>) =>
      request(app)
        .post('/api/sales/webhooks/sandbox')
        .set('x-sandbox-signature', sandboxSignature(body, SECRET))
        .send(body);
    const paymentsOf = (saleId: string) =>
      runtime.sequelize.query<{ id: string; status: string; duplicate: boolean; payment_type: string }>(
        'SELECT id, status, duplicate, payment_type FROM sale_payments WHERE sale_id = $1 ORDER BY created_at',
        { bind: [saleId], type: QueryTypes.SELECT },
      );
    const refundsOf = (paymentId: string) =>
      count(
        runtime,
        `SELECT count(*) AS n FROM sandbox_provider_charges WHERE merchant_order = $1 AND kind = 'refund'`,
        [paymentId],
      );
    const refundedEvents = (saleId: string) =>
      count(
        runtime,
        `SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'SaleRefunded' AND payload->'payload'->>'saleId' = $1`,
        [saleId],
      );
    const statusOf = async (paymentId: string) =>
      (await runtime.container.get<SaleRepository>(SALES.SaleRepository).findPaymentById(paymentId))!.status;
    /** The sale stays paid by the first approval: one SaleCompleted, no SaleRefunded, the duplicate refunded once. */
    const expectRefundedOnce = async (saleId: string, duplicateId: string) => {
      expect(
        await until(
          () => statusOf(duplicateId),
          (s) => s === 'REFUND',
        ),
      ).toBe('REFUND');
      expect(await refundsOf(duplicateId)).toBe(1);
      expect(await events(runtime, saleId)).toBe(1);
      expect(await refundedEvents(saleId)).toBe(0);
      const got = await runtime.container.get<SaleRepository>(SALES.SaleRepository).findById(saleId);
      expect(got!.status).toBe('OK');
      const history = await runtime.container.get<SaleRepository>(SALES.SaleRepository).paymentEvents(duplicateId);
      expect(history.filter((e) => e.source === 'duplicate' && e.applied).map((e) => e.status)).toEqual([
        'REQUEST_REFUND',
        'REFUND',
      ]);
    };

    it('transfer pending, card approved, then the bank approves the transfer: the transfer is refunded once (replayed notice too)', async () => {
      const sale = await startSale(app, productCode);
      await fillSteps(app, sale);
      const transfer = await pay(app, sale, { paymentType: 'transfer-one-time' });
      expect(transfer.body.data.status).toBe('PENDING');
      const card = await pay(app, sale, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
      expect(card.body.data.status).toBe('OK');
      const approved = { reference: transfer.body.data.instructions.reference as string, status: 'approved' };
      await webhook(approved).expect(200);
      await expectRefundedOnce(sale.id, transfer.body.data.id);
      // The bank's notice again, twice at once: nothing more is refunded.
      await Promise.all([webhook(approved).expect(200), webhook(approved).expect(200)]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await refundsOf(transfer.body.data.id)).toBe(1);
      expect((await paymentsOf(sale.id)).map((p) => [p.payment_type, p.status, p.duplicate])).toEqual([
        ['transfer-one-time', 'REFUND', true],
        ['tdc-one-time', 'OK', false],
      ]);
    });

    it('two transfers approved at the same moment: one pays the sale, the other is refunded', async () => {
      const sale = await startSale(app, productCode);
      await fillSteps(app, sale);
      const first = await pay(app, sale, { paymentType: 'transfer-one-time' });
      const second = await pay(app, sale, { paymentType: 'transfer-one-time' });
      expect([first.body.data.status, second.body.data.status]).toEqual(['PENDING', 'PENDING']);
      await Promise.all(
        [first, second].map((r) =>
          webhook({ reference: r.body.data.instructions.reference, status: 'approved' }).expect(200),
        ),
      );
      const payments = await paymentsOf(sale.id);
      const duplicate = payments.filter((p) => p.duplicate);
      expect(duplicate).toHaveLength(1);
      await expectRefundedOnce(sale.id, duplicate[0]!.id);
      expect((await paymentsOf(sale.id)).filter((p) => p.status === 'OK')).toHaveLength(1);
    });

    it('transfer pending, a card whose answer came late (K027), the transfer approved, then the reconciliation finds the card charged: the card is refunded', async () => {
      const sale = await startSale(app, productCode);
      await fillSteps(app, sale);
      const transfer = await pay(app, sale, { paymentType: 'transfer-one-time' });
      const card = await pay(app, sale, { paymentType: 'tdc-one-time', token: 'sbx_timeout_visa_0119_t2' });
      expect(card.body.data).toMatchObject({ status: 'PENDING', errorCode: 'K027' });
      await webhook({ reference: transfer.body.data.instructions.reference, status: 'approved' }).expect(200);
      expect(await statusOf(transfer.body.data.id)).toBe('OK');
      // The scheduled reconciliation asks the sandbox, which did charge the card.
      await expectRefundedOnce(sale.id, card.body.data.id);
    }, 40_000);

    it('a manual transfer confirmed by the back-office after a card paid: it cannot be refunded by API, stays REQUEST_REFUND and Ventas shows the alert', async () => {
      const sale = await startSale(app, productCode);
      await fillSteps(app, sale);
      const manual = await pay(app, sale, { paymentType: 'transfer-one-time-non-automated' });
      expect(manual.body.data).toMatchObject({ status: 'PENDING', provider: 'transfer' });
      const card = await pay(app, sale, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
      expect(card.body.data.status).toBe('OK');
      // The back-office records the transfer it received.
      await runtime.container
        .get<CompleteSale>(SALES.CompleteSale)
        .apply(manual.body.data.id, { status: 'OK', settle: true, source: 'admin', data: { by: 'test' } });
      expect(
        await until(
          () => statusOf(manual.body.data.id),
          (s) => s === 'REQUEST_REFUND',
        ),
      ).toBe('REQUEST_REFUND');
      const handled = await until(
        () => runtime.container.get<SaleRepository>(SALES.SaleRepository).paymentEvents(manual.body.data.id),
        (rows) => rows.some((e) => e.data?.toRefundByHand === true),
      );
      expect(handled.some((e) => e.data?.toRefundByHand === true)).toBe(true);
      const listed = await runtime.container.get<ListSales>(SALES.ListSales).list({
        ids: [sale.id],
        sort: { field: 'createdAt', order: 'DESC' },
        offset: 0,
        limit: 10,
      });
      expect(listed.rows[0]).toMatchObject({ status: 'OK', paymentStatus: 'OK', duplicatePaymentToRefund: true });
      expect(await refundedEvents(sale.id)).toBe(0);
      expect(await events(runtime, sale.id)).toBe(1);
    });
  });

  it('resume reminders 0, 1, 2 go out once each through the outbox and BullMQ; none for a paid sale', async () => {
    const open = await startSale(app, productCode);
    await request(app)
      .put(`/api/sales/${open.id}/steps/PERSONAL_DATA_PAYMENT`)
      .set('x-sale-token', open.token)
      .send({
        rut: '12.345.678-5',
        nombres: 'Rita',
        apellidoPaterno: 'Soto',
        fechaNacimiento: '1990-05-01',
        sexo: 'F',
        email: 'rita@correo.cl',
        telefono: '+56912345678',
        direccion: 'Calle 1',
        comuna: 'Ñuñoa',
        region: '13',
      })
      .expect(200);
    const mails = await until(
      () =>
        runtime.sequelize.query<{ subject: string; text_body: string }>(
          `SELECT subject, text_body FROM mail_messages WHERE to_address = 'rita@correo.cl' ORDER BY id`,
          { type: QueryTypes.SELECT },
        ),
      (rows) => rows.length >= 3,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Tu compra de .+ te espera$/),
      expect.stringMatching(/^Segundo recordatorio/),
      expect.stringMatching(/^Tercer recordatorio/),
    ]);
    const link = /http\S+\/Compra-Online\/\S+\?session=(\S+)&sessionType=sale/.exec(mails[0]!.text_body);
    expect(link).not.toBeNull();
    // The link's session opens the sale (id.token).
    const [id, ...rest] = decodeURIComponent(link![1]!).split('.');
    const opened = await request(app).get(`/api/sales/${id}`).set('x-sale-token', rest.join('.'));
    expect(opened.status).toBe(200);
    expect(await count(runtime, 'SELECT count(*) AS n FROM sale_reminders WHERE sale_id = $1', [open.id])).toBe(3);

    // A sale paid before its reminders run gets none.
    const paid = await startSale(app, productCode);
    await runtime.sequelize.query(`UPDATE sales SET status = 'OK' WHERE id = $1`, { bind: [paid.id] });
    await request(app)
      .put(`/api/sales/${paid.id}/steps/PERSONAL_DATA_PAYMENT`)
      .set('x-sale-token', paid.token)
      .send({
        rut: '12.345.678-5',
        nombres: 'Pía',
        apellidoPaterno: 'Soto',
        fechaNacimiento: '1990-05-01',
        sexo: 'F',
        email: 'pia@correo.cl',
        telefono: '+56912345678',
        direccion: 'Calle 1',
        comuna: 'Ñuñoa',
        region: '13',
      })
      .expect(409);
  }, 40_000);
});

describe('purchase with Redis down', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    // Nothing listens on this port: BullMQ is unreachable for the whole purchase.
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 }, { REDIS_URL: 'redis://127.0.0.1:1' });
    await prepare(runtime);
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('completes the purchase; its reminders and SaleCompleted wait in the outbox and go out once Redis answers', async () => {
    const app = runtime.createHttpApp();
    const code = await purchasableProduct(app, runtime);
    const created = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
    const sale = created.body.data as StartedSale;
    await fillSteps(app, sale);
    const paid = await pay(app, sale, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(paid.body.data.status).toBe('OK');
    const pending = await count(runtime, 'SELECT count(*) AS n FROM outbox_messages WHERE dispatched_at IS NULL');
    expect(pending).toBeGreaterThanOrEqual(4); // 3 reminders + SaleCompleted

    // Redis is back (the real one): a relay sends every waiting row.
    const redis = createRedis(TEST_REDIS_URL);
    const queues = new QueueRegistry(redis, runtime.config.QUEUE_PREFIX, runtime.logger);
    try {
      await until(
        async () => redis.status,
        (s) => s === 'ready',
        5000,
      );
      const relay = new OutboxRelay(runtime.sequelize, queues, runtime.logger, 50);
      await relay.relayOnce();
      expect(await count(runtime, 'SELECT count(*) AS n FROM outbox_messages WHERE dispatched_at IS NULL')).toBe(0);
      const waiting = await queues.get('test-sale-completed').getJobCounts('waiting');
      expect(waiting.waiting).toBe(1);
    } finally {
      await queues.close();
      redis.disconnect();
    }
  }, 60_000);
});
