import type { Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSubscription } from '../../../platform/outbox/integration-events.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';
import { KUSHKI_TEST_CARDS, kushkiDouble } from './providers/doubles/kushki-double.js';
import { fillSteps, purchasableProduct, startSale, type StartedSale } from './sales-test-support.js';

/**
 * Kushki (kushki_ad, the default card provider) through the real app on Postgres and Redis, against a
 * local double of Kushki's documented API: its webhook signed as Kushki documents it (X-Kushki-Id,
 * X-Kushki-Signature over the raw body), a charge whose answer was lost settled by that webhook, and a
 * back-office refund through the provider port.
 */
describe('Kushki: signed webhooks and refunds through the app', () => {
  let runtime: TestRuntime;
  let app: Express;
  let server: Server;
  let baseUrl: string;
  let productCode: string;
  let kushki: Awaited<ReturnType<typeof kushkiDouble>>;

  const count = async (sql: string, bind: unknown[] = []) => {
    const rows = await runtime.sequelize.query<{ n: string }>(sql, { bind, type: QueryTypes.SELECT });
    return Number(rows[0]!.n);
  };
  const completedEvents = (saleId: string) =>
    count(
      `SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'SaleCompleted' AND queue = 'test-kushki-sale' AND payload->'payload'->>'saleId' = $1`,
      [saleId],
    );
  const paymentEvents = (paymentId: string) =>
    count('SELECT count(*) AS n FROM sale_payment_events WHERE payment_id = $1', [paymentId]);
  const cardToken = async (number: string) => {
    const response = await fetch(`${kushki.url}/card/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Public-Merchant-Id': 'kushki-publico' },
      body: JSON.stringify({ card: { name: 'ANA PEREZ', number, cvv: '123', expiryMonth: '12', expiryYear: '30' } }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const pay = (s: StartedSale, token: string) =>
    request(app)
      .post(`/api/sales/${s.id}/payments`)
      .set('x-sale-token', s.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 'tdc-one-time', token });
  const ticketOf = (saleId: string) =>
    kushki.transactions.find((t) => (t.metadata as { saleId?: string } | null)?.saleId === saleId)!.ticket_number;

  beforeAll(async () => {
    kushki = await kushkiDouble({
      publicMerchantId: 'kushki-publico',
      privateMerchantId: 'kushki-privado',
      webhookSignature: 'firma-webhook-kushki',
    });
    runtime = await createSampleTestRuntime(
      { scale: 80, plans: 0 },
      {
        PAYMENT_PROVIDERS: 'live',
        CARD_PROVIDER: 'kushki_ad',
        KUSHKI_PRIVATE_MERCHANT_ID: 'kushki-privado',
        KUSHKI_PUBLIC_MERCHANT_ID: 'kushki-publico',
        KUSHKI_BASE_URL: kushki.url,
        KUSHKI_WEBHOOK_SECRET: 'firma-webhook-kushki',
        PAYMENT_TIMEOUT_MS: '300',
      },
    );
    runtime.container
      .bind<EventSubscription>(PLATFORM.EventSubscription)
      .toConstantValue({ eventType: 'SaleCompleted', queue: 'test-kushki-sale' });
    app = runtime.createHttpApp();
    productCode = await purchasableProduct(app, runtime);
    // Kushki posts to a URL: the app listens, as it would in production.
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await runtime?.dispose();
    await kushki?.close();
  });

  it('a webhook not signed as Kushki documents is refused with 401 in Spanish and writes nothing; a signed one settles a charge whose answer was lost, once', async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    // The charge reaches Kushki but its answer comes after our timeout: the payment stays PENDING, unreferenced.
    kushki.delayChargesMs(1500);
    const paid = await pay(s, await cardToken(KUSHKI_TEST_CARDS.approved));
    kushki.delayChargesMs(0);
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'PENDING', provider: 'kushki_ad' });
    const paymentId = paid.body.data.id as string;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ticket = ticketOf(s.id);
    const webhook = `${baseUrl}/api/sales/webhooks/kushki_ad`;
    const before = await paymentEvents(paymentId);

    for (const tamper of ['signature', 'body', 'missing'] as const) {
      const refused = await kushki.notify(webhook, ticket, { tamper });
      expect(refused.status, tamper).toBe(401);
      expect(refused.body).toMatchObject({ error: { message: 'La firma de la notificación no es válida.' } });
    }
    const wrongKey = await kushki.notify(webhook, ticket, { secret: 'otra-firma' });
    expect(wrongKey.status).toBe(401);
    expect(await paymentEvents(paymentId)).toBe(before);
    const pending = await request(app).get(`/api/sales/${s.id}`).set('x-sale-token', s.token);
    expect(pending.body.data.payments[0]).toMatchObject({ id: paymentId, status: 'PENDING' });

    const accepted = await kushki.notify(webhook, ticket);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ data: { applied: true, status: 'OK' } });
    const repeated = await kushki.notify(webhook, ticket);
    expect(repeated.body).toMatchObject({ data: { applied: false, status: 'OK' } });

    const got = await request(app).get(`/api/sales/${s.id}`).set('x-sale-token', s.token);
    expect(got.body.data.status).toBe('OK');
    expect(got.body.data.payments[0]).toMatchObject({ status: 'OK' });
    expect(await completedEvents(s.id)).toBe(1);
    // One charge at Kushki for this sale.
    expect(kushki.transactions.filter((t) => t.ticket_number === ticket)).toHaveLength(1);
    const [stored] = await runtime.sequelize.query<{ provider_reference: string }>(
      'SELECT provider_reference FROM sale_payments WHERE id = $1',
      { bind: [paymentId], type: QueryTypes.SELECT },
    );
    expect(stored!.provider_reference).toBe(ticket);
  });

  it('a back-office refund goes REQUEST_REFUND -> REFUND through Kushki; its REFUND webhook afterwards changes nothing', async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    const paid = await pay(s, await cardToken(KUSHKI_TEST_CARDS.approved));
    expect(paid.body.data.status).toBe('OK');
    const paymentId = paid.body.data.id as string;
    const ticket = ticketOf(s.id);
    const admin = await staffToken(runtime, app, 'ADMIN');
    const refunded = await request(app)
      .post(`/api/admin/sales/${s.id}/payments/${paymentId}/refund`)
      .set('Authorization', `Bearer ${admin}`);
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('REFUND');
    expect(kushki.transactions.find((t) => t.ticket_number === ticket)!.transaction_status).toBe('REFUND');
    expect(kushki.received.some((r) => r.method === 'DELETE' && r.path === `/v1/refund/${ticket}`)).toBe(true);

    const notice = await kushki.notify(`${baseUrl}/api/sales/webhooks/kushki_ad`, ticket);
    expect(notice.body).toMatchObject({ data: { applied: false, status: 'REFUND' } });
  });
});
