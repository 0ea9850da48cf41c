import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import type { CareScenario } from '../../src/modules/pricing/domain/care-cost.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'carla.escenarios@example.com', password: 'Escen#2026z' };
const SOURCE = 'Aranceles de referencia revisados por el equipo (ejemplo)';

/**
 * Issue 13: the simulator's reference prices are edited in the back-office and the site's simulator uses the
 * new figures at once (the editing process drops its cache).
 */
describe('back-office: care scenarios edited in /admin reach the cost-of-care simulator', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Carla Escenarios' });
      },
      {},
      { scale: 40, plans: 200 },
    );
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page) {
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
  }

  const birth = async () =>
    ((await request(server.baseUrl).get('/api/infoplanes/escenarios').expect(200)).body.data as CareScenario[]).find(
      (s) => s.code === 'parto-normal',
    )!;

  it('ADMIN changes the birth’s day-bed price and source; the simulator bills the new price', async () => {
    const before = await birth();
    const dayBed = before.items.find((item) => item.benefit === 'diaCama')!;
    const newPrice = dayBed.unitPriceClp + 55_000;

    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Escenarios de atención' }).click({ timeout: patience(30_000) });
    await page.getByRole('cell', { name: 'Parto normal', exact: true }).click({ timeout: patience(30_000) });
    await page.waitForURL(/#\/care-scenarios\/parto-normal$/);
    const source = page.getByRole('textbox', { name: 'Fuente de los precios' });
    await source.waitFor({ timeout: patience(30_000) });
    expect(await source.inputValue()).toBe(before.source);

    // A date the server refuses: its message shows on the form and nothing is saved.
    const asOf = page.getByRole('textbox', { name: 'Precios al (AAAA-MM-DD)' });
    await asOf.fill('01-11-2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('la fecha debe tener el formato AAAA-MM-DD')
      .first()
      .waitFor({ timeout: patience(30_000) });
    expect((await birth()).asOf).toBe(before.asOf);

    await asOf.fill('2026-11-20');
    await source.fill(SOURCE);
    const index = before.items.indexOf(dayBed);
    const price = page.getByRole('spinbutton', { name: 'Precio unitario (CLP)' }).nth(index);
    await price.fill(String(newPrice));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });
    await screenshot(page, 'admin-care-scenario-saved');
    expect(errors).toEqual([]);
    await page.close();

    const after = await birth();
    expect(after).toMatchObject({ source: SOURCE, asOf: '2026-11-20' });
    expect(after.items.find((item) => item.benefit === 'diaCama')!.unitPriceClp).toBe(newPrice);
    // The simulator bills it: the day-bed line of every plan's breakdown.
    const search = await request(server.baseUrl)
      .post('/api/buscarplanes/compare/metadataPlanesPersonas')
      .send({ profile: { cotizante: [{ edad: 30 }] }, scenarios: ['parto-normal'], take: 3 })
      .expect(200);
    expect(search.body.metaData.scenarios[0]).toMatchObject({ source: SOURCE, asOf: '2026-11-20' });
    for (const plan of search.body.data) {
      const line = plan.careCost.lines.find((l: { benefit: string }) => l.benefit === 'diaCama');
      expect(line.billedClp).toBe(newPrice * dayBed.quantity);
    }
  }, 180_000);
});
