import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSubscription } from '../../../platform/outbox/integration-events.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import type { ReconcilePayments } from '../application/reconcile-payments.js';
import { SALES } from '../tokens.js';
import { transbankDouble } from './providers/doubles/transbank-double.js';
import { fillSteps, purchasableProduct, startSale, type StartedSale } from './sales-test-support.js';

const PUBLIC_URL = 'http://tienda.localhost:3999';

/** The hidden fields of the auto-submitting form Webpay's page sends the buyer back with. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );
  return { action, fields };
}

/**
 * Webpay Plus round trip on real Postgres and Redis, against a local double of Webpay's documented API
 * and form (transbank-sdk on the server): create -> the browser posts token_ws to Webpay's form -> the
 * buyer pays, is rejected, aborts or lets the form expire -> Webpay sends the buyer to our return route
 * -> the server commits with the SDK (or voids without committing) -> Confirmacion.
 */
describe('Webpay (Transbank) redirect flow through our return route', () => {
  let runtime: TestRuntime;
  let app: Express;
  let productCode: string;
  let webpay: Awaited<ReturnType<typeof transbankDouble>>;

  const count = async (sql: string, bind: unknown[] = []) => {
    const rows = await runtime.sequelize.query<{ n: string }>(sql, { bind, type: QueryTypes.SELECT });
    return Number(rows[0]!.n);
  };
  const events = (saleId: string) =>
    count(
      `SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'SaleCompleted' AND queue = 'test-webpay-sale' AND payload->'payload'->>'saleId' = $1`,
      [saleId],
    );
  const sale = (s: StartedSale) => request(app).get(`/api/sales/${s.id}`).set('x-sale-token', s.token);

  /** Our payment call, then the browser's POST of token_ws to Webpay's form: the form's page. */
  async function goToWebpay(s: StartedSale) {
    const paid = await request(app)
      .post(`/api/sales/${s.id}/payments`)
      .set('x-sale-token', s.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 'tdc-one-time', provider: 'transbank' });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'PENDING', provider: 'transbank' });
    const redirect = new URL(paid.body.data.redirectUrl as string);
    const token = redirect.searchParams.get('token_ws')!;
    const form = await fetch(`${redirect.origin}${redirect.pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token_ws: token }),
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Anular compra');
    return { paymentId: paid.body.data.id as string, token };
  }

  /** The buyer's button on Webpay's form, and where Webpay sends the browser then (not followed). */
  async function decide(token: string, outcome: 'approve' | 'reject' | 'abort' | 'timeout' | 'error') {
    return fetch(`${webpay.url}/webpayserver/decide`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, outcome }),
      redirect: 'manual',
    });
  }

  /** The browser arriving at our return route, as Webpay sent it (GET redirect or form POST). */
  async function backToUs(answer: Response) {
    if (answer.status === 303) {
      const location = new URL(answer.headers.get('location')!);
      expect(location.origin).toBe(PUBLIC_URL);
      return request(app).get(`${location.pathname}${location.search}`);
    }
    const { action, fields } = formOf(await answer.text());
    const url = new URL(action);
    expect(url.origin).toBe(PUBLIC_URL);
    return request(app).post(url.pathname).type('form').send(fields);
  }

  beforeAll(async () => {
    webpay = await transbankDouble('597055555532', 'secreto-de-prueba');
    runtime = await createSampleTestRuntime(
      { scale: 80, plans: 0 },
      {
        PUBLIC_URL,
        PAYMENT_PROVIDERS: 'live',
        TRANSBANK_COMMERCE_CODE: '597055555532',
        TRANSBANK_API_KEY: 'secreto-de-prueba',
        TRANSBANK_ENVIRONMENT: webpay.url,
        RECONCILE_AFTER_MS: '0',
      },
    );
    runtime.container
      .bind<EventSubscription>(PLATFORM.EventSubscription)
      .toConstantValue({ eventType: 'SaleCompleted', queue: 'test-webpay-sale' });
    app = runtime.createHttpApp();
    productCode = await purchasableProduct(app, runtime);
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
    await webpay?.close();
  });

  it('the payment step offers Webpay', async () => {
    const options = await request(app).get('/api/sales/payment-options');
    expect(options.body.data).toEqual({
      card: null,
      webpay: true,
      transfer: { paymentType: 'transfer-one-time-non-automated' },
      // Webpay alone keeps no cards: monthly charges need Oneclick's settings too.
      monthlyCard: null,
      testMode: false,
    });
    // The purchase's pages (built site, tests/e2e/sales-providers.test.ts) get Webpay's origin; the API not.
    expect(options.headers['content-security-policy']).not.toContain(webpay.url);
  });

  it('approved: Webpay returns with token_ws (GET), the server commits once and sends the buyer to Confirmacion', async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    const { paymentId, token } = await goToWebpay(s);
    // Webpay's create got our return route and the amount of the sale.
    const created = webpay.transactions.get(token)!;
    expect(created.return_url).toBe(`${PUBLIC_URL}/api/sales/payments/${paymentId}/return`);
    expect(String(created.amount)).toBe(s.amount);

    const answer = await decide(token, 'approve');
    expect(answer.status).toBe(303);
    const back = await backToUs(answer);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/Compra-Online/${productCode}/Confirmacion?pago=${paymentId}`);
    const got = await sale(s);
    expect(got.body.data.status).toBe('OK');
    expect(got.body.data.payments[0]).toMatchObject({ id: paymentId, status: 'OK', provider: 'transbank' });
    expect(webpay.transactions.get(token)!.commits).toBe(1);
    expect(await events(s.id)).toBe(1);

    // The browser re-sends the return (back button, refresh): one state, one commit, one event.
    const again = await request(app).get(`/api/sales/payments/${paymentId}/return?token_ws=${token}`);
    expect(again.status).toBe(303);
    expect(webpay.transactions.get(token)!.commits).toBe(1);
    expect(await events(s.id)).toBe(1);
    const history = await count(
      `SELECT count(*) AS n FROM sale_payment_events WHERE payment_id = $1 AND source = 'return'`,
      [paymentId],
    );
    expect(history).toBe(2);
  });

  it('rejected by the bank: DECLINED with the 577 advice; the buyer pays again and the sale completes', async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    const first = await goToWebpay(s);
    const back = await backToUs(await decide(first.token, 'reject'));
    expect(back.headers.location).toBe(`/Compra-Online/${productCode}/Confirmacion?pago=${first.paymentId}`);
    const declined = (await sale(s)).body.data;
    expect(declined.status).toBe('PENDING');
    expect(declined.payments[0]).toMatchObject({
      status: 'DECLINED',
      errorCode: '577',
      message: 'El pago fue rechazado.',
      advice: 'Intenta con otra tarjeta u otro medio de pago.',
    });
    const second = await goToWebpay(s);
    await backToUs(await decide(second.token, 'approve'));
    expect((await sale(s)).body.data.status).toBe('OK');
    expect(await events(s.id)).toBe(1);
  });

  it('aborted ("Anular", TBK_TOKEN by POST): VOID without a commit, Spanish advice; then paid', async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    const { paymentId, token } = await goToWebpay(s);
    const answer = await decide(token, 'abort');
    expect(answer.status).toBe(200);
    const back = await backToUs(answer);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/Compra-Online/${productCode}/Confirmacion?pago=${paymentId}`);
    const data = (await sale(s)).body.data;
    expect(data.status).toBe('PENDING');
    expect(data.payments[0]).toMatchObject({
      status: 'VOID',
      errorCode: 'TBK_ABORTED',
      message: 'Anulaste el pago en Webpay; no se hizo ningún cargo.',
      advice: 'Revisa los datos e inténtalo nuevamente.',
    });
    expect(webpay.transactions.get(token)!.commits).toBe(0);
    const retry = await goToWebpay(s);
    await backToUs(await decide(retry.token, 'approve'));
    expect((await sale(s)).body.data.status).toBe('OK');
  });

  it("back from the form's error page (token_ws with TBK_TOKEN): VOID without a commit, its own advice", async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    const { paymentId, token } = await goToWebpay(s);
    const back = await backToUs(await decide(token, 'error'));
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/Compra-Online/${productCode}/Confirmacion?pago=${paymentId}`);
    expect((await sale(s)).body.data.payments[0]).toMatchObject({
      status: 'VOID',
      errorCode: 'TBK_FORM_ERROR',
      message: 'Webpay no pudo procesar el pago; no se hizo ningún cargo.',
      advice: 'Revisa los datos e inténtalo nuevamente.',
    });
    expect(webpay.transactions.get(token)!.commits).toBe(0);
  });

  it('the form expired (TBK_ORDEN_COMPRA and TBK_ID_SESION only): VOID with the timeout advice; a forged return is refused', async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    const { paymentId, token } = await goToWebpay(s);
    const back = await backToUs(await decide(token, 'timeout'));
    expect(back.status).toBe(303);
    expect((await sale(s)).body.data.payments[0]).toMatchObject({
      id: paymentId,
      status: 'VOID',
      errorCode: 'TBK_TIMEOUT',
      message: 'El tiempo para pagar en Webpay se agotó; no se hizo ningún cargo.',
    });

    // Another payment's token cannot settle this one; an unknown payment is 404.
    const other = await startSale(app, productCode);
    await fillSteps(app, other);
    const otherPay = await goToWebpay(other);
    const forged = await request(app).get(`/api/sales/payments/${otherPay.paymentId}/return?token_ws=${token}`);
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('El retorno del medio de pago no corresponde a este pago.');
    expect((await request(app).get(`/api/sales/payments/${randomUUID()}/return?token_ws=x`)).status).toBe(404);
    expect((await sale(other)).body.data.payments[0].status).toBe('PENDING');
  });

  it('a buyer who paid on Webpay but never came back is committed by the reconciliation', async () => {
    const s = await startSale(app, productCode);
    await fillSteps(app, s);
    const { paymentId, token } = await goToWebpay(s);
    await decide(token, 'approve'); // the browser closes here: our return route is never reached
    expect((await sale(s)).body.data.status).toBe('PENDING');
    await runtime.container.get<ReconcilePayments>(SALES.ReconcilePayments).execute();
    const data = (await sale(s)).body.data;
    expect(data.status).toBe('OK');
    expect(data.payments.find((p: { id: string }) => p.id === paymentId).status).toBe('OK');
    expect(webpay.transactions.get(token)!.commits).toBe(1);
    expect(await events(s.id)).toBe(1);
  });
});
