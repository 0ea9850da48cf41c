import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Browser, Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleData } from '../../scripts/seed/sample-data.js';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { closeServer } from '../../src/platform/shutdown.js';
import { createTestDatabase, TEST_REDIS_URL } from '../../src/platform/testing/test-database.js';
import { deleteKeys } from '../../src/platform/testing/test-runtime.js';
import { createRuntime, type Runtime } from '../../src/runtime.js';
import { KUSHKI_TEST_CARDS, kushkiDouble } from '../../src/modules/sales/adapters/providers/doubles/kushki-double.js';
import {
  MERCADOPAGO_CHALLENGE_CARD,
  mercadoPagoDouble,
} from '../../src/modules/sales/adapters/providers/doubles/mercadopago-double.js';
import type { ReconcilePayments } from '../../src/modules/sales/application/reconcile-payments.js';
import { SALES } from '../../src/modules/sales/tokens.js';
import { transbankDouble } from '../../src/modules/sales/adapters/providers/doubles/transbank-double.js';
import { purchasableProduct } from '../../src/modules/sales/adapters/sales-test-support.js';
import { gotoHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { fillUpToPayment, payByCard } from './support/purchase-journey.js';
import { patience } from '../../src/platform/testing/patience.js';

/** A free loopback port: the site's public URL (Webpay's return) must be known before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The real providers' browser flows in Chromium, against local doubles of their documented APIs that
 * also serve their browser libraries and Webpay's form: Kushki's card tokenisation (@kushki/js's
 * interface) and charge, Webpay Plus's redirect and return (approved and "Anular"), MercadoPago.js's
 * card token and payment. The server uses the providers' SDK adapters (PAYMENT_PROVIDERS=live).
 */
describe("online purchase with the real providers' browser flows (spec 03 §4)", { timeout: patience(180_000) }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;
  let kushki: Awaited<ReturnType<typeof kushkiDouble>>;
  let mercadopago: Awaited<ReturnType<typeof mercadoPagoDouble>>;
  let webpay: Awaited<ReturnType<typeof transbankDouble>>;
  let browser: Browser;
  let productCode: string;
  /** The site whose card library is MercadoPago's (its reconciliation is run by hand, at once). */
  let mpSite: Awaited<ReturnType<typeof startSite>>;
  const sites: { runtime: Runtime; server: Server; baseUrl: string }[] = [];
  let log = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });

  /** The app with the live providers; `card` says whose library tokenises cards on the payment step. */
  async function startSite(card: 'kushki_ad' | 'mercadopago', seed: boolean, extra: Record<string, string> = {}) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '4',
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      OUTBOX_POLL_MS: '50',
      JWT_ACCESS_SECRET: 'x'.repeat(40),
      JWT_REFRESH_SECRET: 'y'.repeat(40),
      LOG_LEVEL: 'trace',
      PAYMENT_PROVIDERS: 'live',
      CARD_PROVIDER: card,
      KUSHKI_PRIVATE_MERCHANT_ID: 'kushki-privado',
      KUSHKI_PUBLIC_MERCHANT_ID: 'kushki-publico',
      KUSHKI_BASE_URL: kushki.url,
      KUSHKI_JS_URL: `${kushki.url}/kushki.min.js`,
      KUSHKI_WEBHOOK_SECRET: 'kushki-webhook',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-mp-privado',
      MERCADOPAGO_PUBLIC_KEY: 'TEST-mp-publico',
      MERCADOPAGO_BASE_URL: mercadopago.url,
      MERCADOPAGO_JS_URL: `${mercadopago.url}/js/v2`,
      MERCADOPAGO_WEBHOOK_SECRET: 'mp-webhook',
      TRANSBANK_COMMERCE_CODE: '597055555532',
      TRANSBANK_API_KEY: 'tbk-secreto',
      TRANSBANK_ENVIRONMENT: webpay.url,
      ...extra,
    });
    const runtime = await createRuntime(config, createLogger('trace', sink), { migrate: seed });
    if (seed) {
      await loadSampleData(runtime, { onlyIfEmpty: false, scale: 80, plans: 0 });
      runtime.startBackground();
    }
    const server: Server = await new Promise((resolve) => {
      const listening = runtime.createHttpApp().listen(port, '127.0.0.1', () => resolve(listening));
    });
    const site = { runtime, server, baseUrl };
    sites.push(site);
    return site;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    kushki = await kushkiDouble({ publicMerchantId: 'kushki-publico', privateMerchantId: 'kushki-privado' });
    mercadopago = await mercadoPagoDouble({ accessToken: 'TEST-mp-privado', publicKey: 'TEST-mp-publico' });
    webpay = await transbankDouble('597055555532', 'tbk-secreto');
    const site = await startSite('kushki_ad', true);
    productCode = await purchasableProduct(site.runtime.createHttpApp(), site.runtime as never, 'SEGURO SALUD');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    for (const site of sites) {
      await closeServer(site.server);
      await site.runtime.close();
    }
    await Promise.all([kushki?.close(), mercadopago?.close(), webpay?.close()]);
    await database?.drop();
    await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  });

  async function open(baseUrl: string, email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await gotoHydrated(page, `${baseUrl}/Compra-Online/${productCode}`);
    await fillUpToPayment(page, email);
    return page;
  }
  /** MercadoPago's Card Payment Brick: the card typed in its own fields, its own Pagar button. */
  async function payWithBrick(page: Page, number: string, holder: string) {
    const brick = page.getByTestId('mercadopago-brick');
    await brick.getByLabel('Número de tarjeta').fill(number);
    await brick.getByLabel('Vencimiento (MM/AA)').fill('12/30');
    await brick.getByLabel('Código de seguridad').fill('123');
    await brick.getByLabel(/Nombre del titular/).fill(holder);
    await brick.getByRole('button', { name: 'Pagar', exact: true }).click();
  }
  /** The purchase's payment step opened → Confirmacion, printed (a measure, not asserted). */
  async function timedJourney(label: string, page: Page, pay: () => Promise<void>) {
    const started = Date.now();
    await pay();
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    console.warn(`[bench] ${label}: payment step → Confirmacion in Chromium: ${Date.now() - started} ms`);
  }
  const cspOf = async (url: string) => {
    const response = await fetch(url);
    await response.arrayBuffer();
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    return { csp, directive };
  };
  const saleOf = async (runtime: Runtime, email: string) => {
    const [sale] = await runtime.sequelize.query<{ id: string; status: string }>(
      'SELECT id, status FROM sales WHERE buyer_email = $1',
      { bind: [email], type: QueryTypes.SELECT },
    );
    return sale!;
  };

  it("Kushki: the card is tokenised in the browser by Kushki's library; a K322 decline shows its advice; a retry is charged once", async () => {
    const site = sites[0]!;
    const page = await open(site.baseUrl, 'kushki@correo.cl');
    // No sandbox note with a real provider; Webpay is offered beside the card.
    expect(await page.getByTestId('sandbox-note').count()).toBe(0);
    await page.getByLabel(/Webpay \(ingresa/).waitFor();
    await payByCard(page, KUSHKI_TEST_CARDS.securityRule);
    await page.getByTestId('payment-declined').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('payment-message').textContent()).toBe(
      'El pago fue rechazado por una regla de seguridad.',
    );
    await payByCard(page, KUSHKI_TEST_CARDS.approved);
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    expect(page.url()).toMatch(new RegExp(`/Compra-Online/${productCode}/Confirmacion$`));

    // The browser called Kushki (public merchant id) for the tokens; our server charged with them.
    const tokenCalls = kushki.received.filter((r) => r.path === '/card/v1/tokens' && r.method === 'POST');
    expect(tokenCalls).toHaveLength(2);
    expect(tokenCalls[0]!.headers['public-merchant-id']).toBe('kushki-publico');
    const sale = await saleOf(site.runtime, 'kushki@correo.cl');
    expect(sale.status).toBe('OK');
    const ours = kushki.transactions.filter((t) => {
      const metadata = t.metadata as { saleId?: string } | null;
      return metadata?.saleId === sale.id;
    });
    expect(ours.map((t) => t.transaction_status)).toEqual(['DECLINED', 'APPROVAL']);
    // The card number reached Kushki's double from the browser, never our server's log or database.
    expect(log).not.toContain(KUSHKI_TEST_CARDS.approved);
    const [hits] = await site.runtime.sequelize.query<{ n: string }>(
      `SELECT count(*) AS n FROM sale_payments p, sale_payment_events e WHERE p::text LIKE '%' || $1 || '%' OR e::text LIKE '%' || $1 || '%'`,
      { bind: [KUSHKI_TEST_CARDS.approved], type: QueryTypes.SELECT },
    );
    expect(Number(hits!.n)).toBe(0);
    await page.context().close();
  });

  it("Kushki journey: Kushki's script only on the payment step; card typed → token → approved → Confirmacion (timed)", async () => {
    const site = sites[0]!;
    const scriptLoads = () => kushki.received.filter((r) => r.method === 'GET' && r.path === '/kushki.min.js').length;
    const before = scriptLoads();
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/Compra-Online/${productCode}`);
    await page.getByTestId('step-PERSONAL_DATA_PAYMENT').waitFor({ timeout: patience(30_000) });
    expect(scriptLoads()).toBe(before);
    await fillUpToPayment(page, 'kushkitime@correo.cl');
    await expect.poll(scriptLoads).toBe(before + 1);
    await timedJourney('Kushki (kushki.js double)', page, () => payByCard(page, KUSHKI_TEST_CARDS.approved));
    expect((await saleOf(site.runtime, 'kushkitime@correo.cl')).status).toBe('OK');
    await context.close();
  });

  it("a purchase entered without a page load (from another page of the site) reloads at the payment step, so Kushki's script may run", async () => {
    const site = sites[0]!;
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/`);
    await page.waitForLoadState('load');
    // The router moves to the purchase without loading a document (as the product card's link does).
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/Compra-Online/${productCode}`);
    await fillUpToPayment(page, 'navega@correo.cl');
    await payByCard(page, KUSHKI_TEST_CARDS.approved);
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    await context.close();
  });

  it("Kushki 3-D Secure: Kushki's library runs the issuer's challenge before the token reaches us; refused, the advice and no charge; confirmed, one charge", async () => {
    const site = sites[0]!;
    const page = await open(site.baseUrl, 'kushki3ds@correo.cl');
    await payByCard(page, KUSHKI_TEST_CARDS.threeDs);
    const modal = page.getByRole('dialog', { name: 'Autenticación 3-D Secure de tu banco' });
    await modal.waitFor({ timeout: patience(30_000) });
    await screenshot(page, 'sales-kushki-3ds');
    await modal.getByRole('button', { name: 'Rechazar' }).click();
    await page.getByTestId('payment-failure').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('payment-failure').textContent()).toBe(
      'Tu banco no confirmó el pago con 3-D Secure; no se hizo ningún cargo. Revisa los datos e inténtalo nuevamente.',
    );
    const sale = await saleOf(site.runtime, 'kushki3ds@correo.cl');
    const ours = () =>
      kushki.transactions.filter((t) => (t.metadata as { saleId?: string } | null)?.saleId === sale.id);
    expect(ours()).toHaveLength(0);

    await payByCard(page, KUSHKI_TEST_CARDS.threeDs);
    await modal.waitFor({ timeout: patience(30_000) });
    await modal.getByRole('button', { name: 'Confirmar compra' }).click();
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    expect((await saleOf(site.runtime, 'kushki3ds@correo.cl')).status).toBe('OK');
    expect(ours().map((t) => t.transaction_status)).toEqual(['APPROVAL']);
    // The library sent the 3-D Secure JWT with the card and asked Kushki's secure validation twice.
    const tokenCall = kushki.received.filter((r) => r.path === '/card/v1/tokens' && r.method === 'POST').at(-1)!;
    expect((tokenCall.body as { jwt?: string }).jwt).toMatch(/^jwt\./);
    expect(kushki.received.filter((r) => r.path === '/rules/v1/secureValidation' && r.method === 'POST')).toHaveLength(
      2,
    );
    await page.context().close();
  });

  it('Webpay: the browser goes to Webpay with token_ws, pays, comes back to our return route and sees Confirmacion', async () => {
    const site = sites[0]!;
    const page = await open(site.baseUrl, 'webpay@correo.cl');
    const started = Date.now();
    await page.getByLabel(/Webpay \(ingresa/).check();
    await page.getByRole('button', { name: 'Ir a pagar con Webpay' }).click();
    await page.waitForURL((url) => url.origin === webpay.url, { timeout: patience(30_000) });
    expect(await page.getByTestId('webpay-amount').textContent()).toMatch(/Monto: \$\d+/);
    await screenshot(page, 'sales-webpay-form');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL((url) => url.origin === site.baseUrl && url.pathname.endsWith('/Confirmacion'), {
      timeout: patience(30_000),
    });
    expect(new URL(page.url()).searchParams.get('pago')).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    console.warn(
      `[bench] Webpay round trip (payment step → Webpay → Confirmacion) in Chromium: ${Date.now() - started} ms`,
    );
    expect((await saleOf(site.runtime, 'webpay@correo.cl')).status).toBe('OK');
    await page.context().close();
  });

  it('Webpay "Anular": back on the payment step with the Spanish advice, no charge; paying again completes', async () => {
    const site = sites[0]!;
    const page = await open(site.baseUrl, 'anula@correo.cl');
    await page.getByLabel(/Webpay \(ingresa/).check();
    await page.getByRole('button', { name: 'Ir a pagar con Webpay' }).click();
    await page.waitForURL((url) => url.origin === webpay.url, { timeout: patience(30_000) });
    await page.getByRole('button', { name: 'Anular compra y volver al comercio' }).click();
    await page.getByTestId('payment-declined').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('payment-message').textContent()).toBe(
      'Anulaste el pago en Webpay; no se hizo ningún cargo.',
    );
    expect(await page.getByTestId('payment-advice').textContent()).toBe('Revisa los datos e inténtalo nuevamente.');
    await screenshot(page, 'sales-webpay-aborted');
    expect((await saleOf(site.runtime, 'anula@correo.cl')).status).toBe('PENDING');
    await page.getByLabel(/Webpay \(ingresa/).check();
    await page.getByRole('button', { name: 'Ir a pagar con Webpay' }).click();
    await page.waitForURL((url) => url.origin === webpay.url, { timeout: patience(30_000) });
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    expect((await saleOf(site.runtime, 'anula@correo.cl')).status).toBe('OK');
    await page.context().close();
  });

  it('MercadoPago: the Card Payment Brick tokenises the card in its own form; FUND is declined with the advice, APRO is approved', async () => {
    mpSite = await startSite('mercadopago', false, { RECONCILE_AFTER_MS: '0', MERCADOPAGO_CHALLENGE_TTL_MS: '0' });
    const site = mpSite;
    const page = await open(site.baseUrl, 'mp@correo.cl');
    // The Brick is MercadoPago's form: our page has no card fields of its own.
    expect(await page.locator('#card-number').count()).toBe(0);
    await payWithBrick(page, '5031755734530604', 'FUND');
    await page.getByTestId('payment-declined').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('payment-message').textContent()).toBe('La tarjeta no tiene fondos suficientes.');
    // A number MercadoPago refuses is shown by the Brick, before any payment.
    await payWithBrick(page, '4242424242424241', 'APRO');
    await expect
      .poll(() => page.getByTestId('mercadopago-brick').getByRole('alert').textContent())
      .toBe('Revisa el número de tarjeta.');
    await payWithBrick(page, '5031755734530604', 'APRO');
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    const sale = await saleOf(site.runtime, 'mp@correo.cl');
    expect(sale.status).toBe('OK');
    const charged = [...mercadopago.payments.values()].filter((p) => p.status === 'approved');
    expect(charged).toHaveLength(1);
    expect(mercadopago.received.some((r) => r.path === '/v1/card_tokens')).toBe(true);
    // Our server sent the card brand the Brick answered (MercadoPago requires it with the token).
    const created = mercadopago.received.filter((r) => r.method === 'POST' && r.path === '/v1/payments');
    expect(created.map((r) => (r.body as { payment_method_id?: string }).payment_method_id)).toEqual([
      'master',
      'master',
    ]);
    await page.context().close();
  });

  it('MercadoPago journey: card typed in the Brick → token → approved → Confirmacion (timed)', async () => {
    const page = await open(mpSite.baseUrl, 'mptime@correo.cl');
    await timedJourney('MercadoPago (Card Payment Brick double)', page, () =>
      payWithBrick(page, '5031755734530604', 'APRO'),
    );
    expect((await saleOf(mpSite.runtime, 'mptime@correo.cl')).status).toBe('OK');
    await page.context().close();
  });

  it("MercadoPago 3-D Secure: the payment waits for the issuer's challenge in a frame; confirmed, Confirmacion and one payment", async () => {
    const page = await open(mpSite.baseUrl, 'mp3ds@correo.cl');
    await payWithBrick(page, MERCADOPAGO_CHALLENGE_CARD, 'APRO');
    await page.getByTestId('payment-challenge').waitFor({ timeout: patience(30_000) });
    const frame = page.frameLocator('iframe[title="Página de autenticación de tu banco"]');
    await frame.getByRole('button', { name: 'Confirmar compra' }).waitFor({ timeout: patience(30_000) });
    await screenshot(page, 'sales-mercadopago-3ds');
    await frame.getByRole('button', { name: 'Confirmar compra' }).click();
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    expect(page.url()).toMatch(/\/Confirmacion(\?|$)/);
    const sale = await saleOf(mpSite.runtime, 'mp3ds@correo.cl');
    expect(sale.status).toBe('OK');
    const [payment] = await mpSite.runtime.sequelize.query<{ id: string; status: string; challenge: unknown }>(
      'SELECT id, status, challenge FROM sale_payments WHERE sale_id = $1',
      { bind: [sale.id], type: QueryTypes.SELECT },
    );
    expect(payment).toMatchObject({ status: 'OK', challenge: null });
    const atMercadoPago = [...mercadopago.payments.values()].filter((p) => p.external_reference === payment!.id);
    expect(atMercadoPago.map((p) => p.status)).toEqual(['approved']);
    await page.context().close();
  });

  it('MercadoPago 3-D Secure abandoned: the buyer leaves the challenge; the reconciliation cancels it at MercadoPago and the sale can be paid again', async () => {
    const page = await open(mpSite.baseUrl, 'mpabandona@correo.cl');
    await payWithBrick(page, MERCADOPAGO_CHALLENGE_CARD, 'APRO');
    await page.getByTestId('payment-challenge').waitFor({ timeout: patience(30_000) });
    await page.context().close();
    const sale = await saleOf(mpSite.runtime, 'mpabandona@correo.cl');
    const paymentOf = async () =>
      (
        await mpSite.runtime.sequelize.query<{ id: string; status: string; error_code: string | null }>(
          'SELECT id, status, error_code FROM sale_payments WHERE sale_id = $1',
          { bind: [sale.id], type: QueryTypes.SELECT },
        )
      )[0]!;
    expect((await paymentOf()).status).toBe('PENDING');
    await mpSite.runtime.container.get<ReconcilePayments>(SALES.ReconcilePayments).execute();
    const after = await paymentOf();
    expect(after).toMatchObject({ status: 'DECLINED', error_code: 'expired' });
    const atMercadoPago = [...mercadopago.payments.values()].filter((p) => p.external_reference === after.id);
    expect(atMercadoPago.map((p) => p.status)).toEqual(['cancelled']);
    expect((await saleOf(mpSite.runtime, 'mpabandona@correo.cl')).status).toBe('PENDING');
  });
  it("the purchase's pages name exactly the configured providers' origins in their CSP; other pages none", async () => {
    const kushkiSite = sites[0]!;
    const purchase = await cspOf(`${kushkiSite.baseUrl}/Compra-Online/${productCode}/Confirmacion`);
    expect(purchase.directive('script-src')).toContain(kushki.url);
    expect(purchase.directive('connect-src')).toContain(kushki.url);
    expect(purchase.directive('form-action')).toContain(webpay.url);
    expect(purchase.csp).not.toContain(mercadopago.url);
    // The provider's origins are added to the site's policy, nothing else: the same policy less them.
    const home = await cspOf(`${kushkiSite.baseUrl}/`);
    const strip = (csp: string) =>
      csp
        .split(';')
        .map((d) =>
          d
            .trim()
            .split(/\s+/)
            .filter((source) => source !== kushki.url && source !== webpay.url)
            .join(' '),
        )
        .filter((d) => d.includes(' '))
        .sort();
    expect(strip(purchase.csp)).toEqual(strip(home.csp));
    for (const path of ['/', '/Comparar/Seguros-de-Salud', '/api/sales/payment-options']) {
      const { csp } = await cspOf(`${kushkiSite.baseUrl}${path}`);
      for (const origin of [kushki.url, webpay.url, mercadopago.url]) expect(csp).not.toContain(origin);
    }
    const mp = await cspOf(`${mpSite.baseUrl}/Compra-Online/${productCode}/Confirmacion`);
    expect(mp.directive('script-src')).toContain(mercadopago.url);
    expect(mp.directive('connect-src')).toContain(mercadopago.url);
    expect(mp.csp).not.toContain(kushki.url);
    expect((await cspOf(`${mpSite.baseUrl}/`)).csp).not.toContain(mercadopago.url);
  });
});
