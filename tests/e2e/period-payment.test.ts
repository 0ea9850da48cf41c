import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, waitUntil } from '../../src/platform/testing/patience.js';
import type { PeriodPaymentLinks } from '../../src/modules/sales/application/pay-period-link.js';
import {
  APPROVED_TOKEN,
  fillSteps,
  onlineProductCodes,
  PROFILE,
  type StartedSale,
} from '../../src/modules/sales/adapters/sales-test-support.js';
import { SALES } from '../../src/modules/sales/index.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { payByCard } from './support/purchase-journey.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * A billing period's payment page in Chromium (issue 28, "Periods without a card"): the link of the period's
 * reminder opens /pagar-cuota/{id}?t=, shows the period (product, due date, pesos and UF) and pays it with the
 * sandbox card through the purchase's payment step; billing marks the period paid; the link then says so.
 */
describe('period payment link in Chromium (issue 28)', { timeout: patience(120_000) }, () => {
  let server: RunningServer;
  let runtime: RunningServer['runtime'];
  let baseUrl: string;
  let browser: Browser;
  let period: { period_id: string; due_date: string; amount_clp: string };
  let productName: string;
  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  beforeAll(async () => {
    server = await startServer(undefined, {}, { scale: 80, plans: 0 });
    ({ runtime, baseUrl } = server);
    const app = runtime.createHttpApp();

    // A monthly product bought with a one-time card: periods 2..12 have no card subscription.
    let sale: StartedSale | undefined;
    for (const code of await onlineProductCodes(runtime as never)) {
      const started = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
      if (started.status !== 201) continue;
      const [row] = await query<{ periodicity_months: number }>('SELECT periodicity_months FROM sales WHERE id = $1', [
        started.body.data.id,
      ]);
      if (row?.periodicity_months === 1) {
        sale = started.body.data as StartedSale;
        break;
      }
    }
    expect(sale).toBeDefined();
    await fillSteps(app, sale!);
    const paid = await request(app)
      .post(`/api/sales/${sale!.id}/payments`)
      .set('x-sale-token', sale!.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 'tdc-one-time', provider: 'sandbox', token: APPROVED_TOKEN });
    expect(paid.body.data.status).toBe('OK');
    const periods = await waitUntil(
      'the periods of the sale in sales',
      () =>
        query<{ period_id: string; seq: number; due_date: string; amount_clp: string }>(
          `SELECT period_id, seq, due_date::text, amount_clp FROM sale_billing_periods WHERE sale_id = $1 ORDER BY seq`,
          [sale!.id],
        ),
      (rows) => rows.length === 12,
    );
    period = periods[1]!;
    productName = (
      await query<{ product_name: string }>('SELECT product_name FROM sales WHERE id = $1', [sale!.id])
    )[0]!.product_name;
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the period and pays it with the sandbox card; billing marks it paid and the link then says so', async () => {
    const url = await runtime.container
      .get<PeriodPaymentLinks>(SALES.PeriodPaymentLinks)
      .urlFor(Number(period.period_id));
    const link = new URL(url!);
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.getByTestId('period-summary').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('period-product').textContent()).toBe(productName);
    expect(await page.getByTestId('period-due-date').textContent()).toBe(
      period.due_date.split('-').reverse().join('-'),
    );
    const pesos = `$${Number(period.amount_clp).toLocaleString('es-CL')}`;
    expect(await page.getByTestId('period-amount').textContent()).toBe(pesos);
    expect(await page.getByTestId('sale-total').textContent()).toBe(pesos);
    await screenshot(page, 'period-payment-mobile');

    // A declined card first: the purchase's advice, and the period is still owed.
    await payByCard(page, '4000000000009995');
    await page.getByTestId('payment-declined').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('payment-message').textContent()).toBe('La tarjeta no tiene fondos suficientes.');
    await payByCard(page, '4242424242424242');
    await page.getByTestId('period-paid').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('period-paid').textContent()).toContain('Recibimos el pago de tu cuota');

    expect(
      await query(
        'SELECT status, source, card_last4 FROM sale_period_charges WHERE period_id = $1 ORDER BY created_at',
        [period.period_id],
      ),
    ).toEqual([
      { status: 'DECLINED', source: 'link', card_last4: '9995' },
      { status: 'OK', source: 'link', card_last4: '4242' },
    ]);
    await waitUntil(
      'billing period paid',
      () => query<{ status: string }>('SELECT status FROM billing_periods WHERE id = $1', [period.period_id]),
      (rows) => rows[0]?.status === 'PAID',
    );

    await page.reload();
    await page.getByTestId('period-paid').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('period-paid').textContent()).toContain('Esta cuota ya está pagada.');
    expect(await page.getByLabel('Número de tarjeta').count()).toBe(0);
    await context.close();
  });

  it('a forged link shows the Spanish message and no payment step', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/pagar-cuota/${period.period_id}?t=abc.def`);
    await page.getByTestId('period-link-error').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('period-link-error').textContent()).toMatch(/^El enlace de pago no es válido/);
    expect(await page.getByLabel('Número de tarjeta').count()).toBe(0);
    await context.close();
  });
});
