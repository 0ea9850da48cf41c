import type { Browser } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchasableProduct } from '../../src/modules/sales/adapters/sales-test-support.js';
import { gotoHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { fillUpToPayment } from './support/purchase-journey.js';
import { patience } from '../../src/platform/testing/patience.js';

const CARD = '4242424242424242';

/**
 * "Pago automático mensual con tarjeta" in Chromium (issue 28): a visitor buys a product paid monthly choosing the
 * automatic monthly card, enrols the card on the sandbox provider's own enrolment page (Oneclick's shape), comes
 * back to Confirmacion, which tells the card ending and the day of the month it is charged; period 1 is charged
 * once and only the provider's token reference, brand and last 4 are kept.
 */
describe('automatic monthly card purchase in Chromium (sandbox enrolment page)', { timeout: patience(120_000) }, () => {
  let server: RunningServer;
  let runtime: RunningServer['runtime'];
  let baseUrl: string;
  let browser: Browser;
  let productCode: string;

  beforeAll(async () => {
    server = await startServer(undefined, {}, { scale: 80, plans: 0 });
    ({ runtime, baseUrl } = server);
    productCode = await purchasableProduct(runtime.createHttpApp(), runtime as never, 'SEGURO SALUD');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('buys with "Pago automático mensual" and the sandbox enrolment page; Confirmacion tells the card and the day', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await gotoHydrated(page, `${baseUrl}/Compra-Online/${productCode}`);
    await fillUpToPayment(page, 'ana.mensual@correo.cl');
    expect(await page.getByTestId('sale-total').locator('xpath=..').textContent()).toContain('mensual');

    await page.getByLabel('Pago automático mensual con tarjeta').check();
    expect(await page.getByTestId('monthly-note').textContent()).toContain('cobramos hoy la primera cuota');
    await page.getByRole('button', { name: 'Inscribir mi tarjeta y pagar' }).click();

    // The sandbox provider's own page: the card is typed there, never on ours.
    await page.waitForURL(/\/sandbox\/inscripcion\/sbxi_[0-9a-f]+$/, { timeout: patience(30_000) });
    await page.getByTestId('sandbox-enrolment').waitFor();
    await page.getByLabel('Número de tarjeta').fill(CARD);
    await page.getByLabel(/Nombre del titular/).fill('ANA PEREZ');
    await page.getByLabel(/Mes de vencimiento/).fill('12');
    await page.getByLabel(/Año de vencimiento/).fill('30');
    await page.getByLabel(/Código de seguridad/).fill('123');
    await screenshot(page, 'sales-monthly-enrolment');
    await page.getByRole('button', { name: 'Inscribir tarjeta' }).click();

    // Back through the enrolment return to Confirmacion.
    await page.waitForURL(new RegExp(`/Compra-Online/${productCode}/Confirmacion\\?pago=`), {
      timeout: patience(30_000),
    });
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    const day = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'America/Santiago' }).slice(8, 10));
    const notice = (await page.getByTestId('monthly-card-notice').textContent()) ?? '';
    expect(notice).toContain(`Cobraremos automáticamente tu tarjeta terminada en 4242 el día ${day} de cada mes.`);
    expect(await page.getByTestId('sale-summary').textContent()).toContain('Pago automático mensual con tarjeta');
    await screenshot(page, 'sales-monthly-confirmacion');

    const rows = await runtime.sequelize.query<{
      status: string;
      payment_status: string;
      sub_status: string;
      provider: string;
      token_ref: string;
      card_last4: string;
      charges: string;
    }>(
      `SELECT s.status, p.status AS payment_status, sub.status AS sub_status, sub.provider, sub.token_ref, sub.card_last4,
              (SELECT count(*) FROM sandbox_provider_charges c WHERE c.merchant_order = p.id::text) AS charges
         FROM sales s JOIN sale_payments p ON p.sale_id = s.id JOIN sale_subscriptions sub ON sub.sale_id = s.id
        WHERE s.buyer_email = $1`,
      { bind: ['ana.mensual@correo.cl'], type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'OK',
      payment_status: 'OK',
      sub_status: 'SUCCESS',
      provider: 'sandbox',
      card_last4: '4242',
      charges: '1',
    });
    expect(rows[0]!.token_ref).toMatch(/^sbxe_/);

    // The card number is in no table.
    const tables = await runtime.sequelize.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      { type: QueryTypes.SELECT },
    );
    for (const { name } of tables) {
      const [hit] = await runtime.sequelize.query<{ n: string }>(
        `SELECT count(*) AS n FROM "${name}" t WHERE t::text LIKE '%' || $1 || '%'`,
        { bind: [CARD], type: QueryTypes.SELECT },
      );
      expect({ table: name, hits: Number(hit!.n) }).toEqual({ table: name, hits: 0 });
    }
    await context.close();
  });
});
