import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Each test: vitest.config.ts's testTimeout (patience(30 s)); it was 90 s here, less than that now.
describe('leads in Chromium: Solicitar from a product card of the sample catalogue', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(undefined, {}, { scale: 300, plans: 50 });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('goes from a card to its request form, sends it and sees the confirmation; the lead names the product', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await gotoHydrated(page, `${server.baseUrl}/Comparar/Seguros-de-Salud`);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByTestId('card-action').filter({ hasText: 'Solicitar' }) })
      .first();
    await card.waitFor({ timeout: 20_000 });
    const action = card.getByTestId('card-action');
    const cardText = (await card.textContent()) ?? '';
    await action.click();
    await page.waitForURL(/\/Solicitar$/);
    const productLine = page.getByTestId('request-product');
    await productLine.waitFor();

    await page.getByLabel('Nombre completo').fill('Carla Rojas');
    await page.getByLabel('RUT', { exact: true }).fill('7.654.321-6');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('carla.card@correo.cl');
    await page.getByLabel('Teléfono').fill('+56 9 5555 1212');
    await page.getByLabel('Solo correo electrónico').check();
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByTestId('lead-confirmation').waitFor();
    expect(await page.getByTestId('lead-confirmation').textContent()).toContain('solo por correo');
    await screenshot(page, 'leads-card-request-confirmation');

    const number = Number(await page.getByTestId('lead-number').textContent());
    const [rows] = await server.runtime.sequelize.query(
      'SELECT product_id, product_code, product_name, contact_channel FROM leads WHERE id = $1',
      { bind: [number] },
    );
    const lead = (rows as { product_id: string | null; product_name: string; contact_channel: string }[])[0]!;
    expect(lead.contact_channel).toBe('solo-correo');
    // The catalogue named the product: its name is the one on the card.
    expect(lead.product_id).not.toBeNull();
    expect(cardText).toContain(lead.product_name);
    await page.close();
  });
});
