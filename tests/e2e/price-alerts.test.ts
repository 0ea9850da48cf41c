/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../src/platform/testing/patience.js';
import { launchBrowser, reloadHydrated, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { seriousViolations } from './support/accessibility.js';

const RESULTS = '/Comparar/Seguros-de-Salud';

/** The profile the site keeps after "¿Quiénes se asegurarán?" (what the results page prices with). */
async function withProfile(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem(
      'perfil-chile',
      JSON.stringify({
        values: {
          productType: 'SEGURO SALUD',
          country: 'chile',
          cotizante: { sexo: 'Femenino', edad: '35', ingreso: '' },
          cargas: [],
          mascota: [],
          cantidadempleados: '',
          titular: { nacionalidad: '', paisCobertura: '' },
          epsActual: '',
        },
        profile: { cotizante: [{ edad: 35, sexo: 'Femenino', type: 'cotizante' }], cargas: [] },
        ingresodatos: true,
        savedAt: new Date().toISOString(),
      }),
    );
  });
}

/** Issue 29 in Chromium: save the result list's search and a card's product for price alerts, with consent. */
describe('saved searches and price alerts in Chromium', { timeout: patience(90_000) }, () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(
      undefined,
      {
        PRICE_ALERT_SCHEDULE: 'off',
      },
      { scale: 200, plans: 0 },
    );
    browser = await launchBrowser();
  }, patience(120_000));
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const saved = async () =>
    (
      await server.runtime.sequelize.query(
        'SELECT s.kind, s.product_code, p.email, p.consent_version FROM saved_searches s JOIN price_alert_subscribers p ON p.id = s.subscriber_id ORDER BY s.id',
      )
    )[0] as { kind: string; product_code: string | null; email: string; consent_version: string }[];

  it('saves the search with an e-mail and explicit consent: Spanish errors first, accessible dialog', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await page.goto(`${server.baseUrl}${RESULTS}`);
    await withProfile(page);
    await reloadHydrated(page);
    await page.getByTestId('save-search').click();
    const dialog = page.getByRole('dialog', { name: 'Guarda tu búsqueda y recibe alertas de precio' });
    await dialog.waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Guardar y activar alertas' }).click();
    await expect(dialog.textContent()).resolves.toContain('Ingresa un correo válido.');
    await expect(dialog.textContent()).resolves.toContain('Debes aceptar recibir avisos por correo');
    expect(await saved()).toEqual([]);

    await dialog.getByLabel('Correo electrónico', { exact: true }).fill('visita.alertas@correo.cl');
    await dialog.getByLabel(/Acepto recibir por correo electrónico avisos de precio/).check();
    await dialog.getByRole('button', { name: 'Guardar y activar alertas' }).click();
    await dialog.getByRole('status').waitFor();
    await expect(dialog.getByRole('status').textContent()).resolves.toContain('visita.alertas@correo.cl');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'price-alert-saved-desktop');
    expect(await saved()).toMatchObject([{ kind: 'search', email: 'visita.alertas@correo.cl' }]);
    await page.close();
  });

  it('saves a product from its card', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await page.goto(`${server.baseUrl}${RESULTS}`);
    await withProfile(page);
    await reloadHydrated(page);
    const card = page.getByTestId('product-card').first();
    await card.getByRole('button', { name: /Avisarme si cambia el precio/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Recibe alertas de precio de este seguro' });
    await dialog.waitFor();
    await dialog.getByLabel('Correo electrónico', { exact: true }).fill('visita.alertas@correo.cl');
    await dialog.getByLabel(/Acepto recibir por correo electrónico avisos de precio/).check();
    await dialog.getByRole('button', { name: 'Guardar y activar alertas' }).click();
    await dialog.getByRole('status').waitFor();
    const rows = await saved();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ kind: 'product' });
    expect(rows[1]!.product_code).toMatch(/^QPS/);
    await page.close();
  });
});
