import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchasableProduct } from '../../src/modules/sales/adapters/sales-test-support.js';
import { patience } from '../../src/platform/testing/patience.js';
import { gotoHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { fillUpToPayment, payByCard } from './support/purchase-journey.js';
import { startServer, type RunningServer } from './support/server.js';

const EMAIL = 'ana.portal@correo.cl';

async function waitFor<T>(probe: () => Promise<T | null | undefined>, ms = patience(60_000)): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('Portal Personas in Chromium (issue 29)', { timeout: patience(180_000) }, () => {
  let server: RunningServer;
  let runtime: RunningServer['runtime'];
  let baseUrl: string;
  let browser: Browser;
  let productCode: string;

  const mailTo = (subject: string) =>
    runtime.sequelize
      .query<{ text_body: string }>(
        'SELECT text_body FROM mail_messages WHERE to_address = $1 AND subject LIKE $2 ORDER BY id DESC LIMIT 1',
        { bind: [EMAIL, `%${subject}%`], type: QueryTypes.SELECT },
      )
      .then((rows) => rows[0]?.text_body ?? null);

  beforeAll(async () => {
    server = await startServer(undefined, {}, { scale: 80, plans: 0 });
    runtime = server.runtime;
    baseUrl = server.baseUrl;
    productCode = await purchasableProduct(runtime.createHttpApp(), runtime as never, 'SEGURO SALUD');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('buys with the sandbox card, follows the e-mail to the portal, sees the policy, downloads the certificate, pays the second period early and requests cancellation', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${baseUrl}/Compra-Online/${productCode}`);
    await fillUpToPayment(page, EMAIL);
    await payByCard(page, '4242424242424242');
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });

    // The confirmation e-mail (the dev mailbox is the database) leads to the portal.
    const confirmation = await waitFor(() => mailTo('Confirmación de tu compra'));
    const portalPath = new URL(/Portal Personas: (\S+)/.exec(confirmation)![1]!).pathname;
    expect(portalPath).toBe('/portal-personas');
    await gotoHydrated(page, `${baseUrl}${portalPath}`);
    await page.getByLabel('Correo electrónico').fill(EMAIL);
    await page.getByRole('button', { name: 'Enviarme un enlace de acceso' }).click();
    await page.getByRole('status').filter({ hasText: 'te enviamos un enlace' }).waitFor();

    const signIn = await waitFor(() => mailTo('Portal Personas'));
    const link = new URL(/(\S+\/portal-personas\/acceso#t=\S+)/.exec(signIn)![1]!);
    await gotoHydrated(page, `${baseUrl}${link.pathname}${link.hash}`);
    await page.getByText(`Sesión iniciada como ${EMAIL}`).waitFor({ timeout: patience(20_000) });
    expect(page.url()).toBe(`${baseUrl}/portal-personas`);

    // Mis seguros: the policy of the purchase.
    const policy = page.locator('.portal-policy').first();
    await policy.waitFor();
    expect(await policy.textContent()).toContain('Vigente');
    await policy.getByRole('button', { name: 'Ver detalle' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      policy.getByRole('link', { name: 'Descargar certificado (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificado-.+\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'portal-personas-policy');

    // Pagos: the first period paid by the purchase; the next one can be paid early on issue 28's page.
    await page.getByRole('tab', { name: 'Pagos' }).click();
    await page.locator('.portal-payments').waitFor();
    expect(await page.locator('.portal-payments').textContent()).toContain('Pagado');
    const pay = page.getByRole('link', { name: 'Pagar en línea' }).first();
    const href = (await pay.getAttribute('href'))!;
    expect(href).toMatch(/\/pagar-cuota\/\d+\?t=/);
    // The second period, paid early: follow its link (the site's public address, served here) and pay with the card.
    const rows = page.locator('.portal-payments tbody tr');
    const owed = rows.filter({ has: pay });
    const periodDates = (await owed.locator('td').nth(1).textContent())!;
    expect(await owed.locator('td').nth(4).textContent()).not.toBe('Pagado');
    const payLink = new URL(href, baseUrl);
    await page.goto(`${baseUrl}${payLink.pathname}${payLink.search}`);
    await page.getByTestId('period-summary').waitFor({ timeout: patience(30_000) });
    await payByCard(page, '4242424242424242');
    await page.getByTestId('period-paid').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('period-paid').textContent()).toContain('Recibimos el pago de tu cuota');
    // Back in Pagos, the period turns Pagado once billing has its event (the page reads it afresh each visit).
    await waitFor(async () => {
      await gotoHydrated(page, `${baseUrl}/portal-personas`);
      await page.getByRole('tab', { name: 'Pagos' }).click();
      await page.locator('.portal-payments').waitFor();
      const status = await rows.filter({ hasText: periodDates }).locator('td').nth(4).textContent();
      return status === 'Pagado';
    });
    await screenshot(page, 'portal-personas-paid-early');

    // Cancelar.
    await page.getByRole('tab', { name: 'Mis seguros' }).click();
    await page.locator('.portal-policy').first().getByRole('button', { name: 'Ver detalle' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Solicitar cancelación' }).click();
    await page.getByRole('status').filter({ hasText: 'Recibimos tu solicitud de cancelación' }).waitFor();
    const [row] = await runtime.sequelize.query<{ status: string }>(
      'SELECT p.status FROM policies p JOIN sales s ON s.id::text = p.sale_id WHERE s.buyer_email = $1',
      { bind: [EMAIL], type: QueryTypes.SELECT },
    );
    // Within the withdrawal window the sandbox refund is confirmed at once: SaleRefunded then cancels it.
    expect(['PROCESS_CANCELLATION', 'CANCELED']).toContain(row?.status);
    expect(errors).toEqual([]);
    await context.close();
  });
});
