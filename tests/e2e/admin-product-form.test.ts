import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { purchasableProduct } from '../../src/modules/sales/adapters/sales-test-support.js';
import { openRow } from './support/admin-list.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'olga.formularios@example.com', password: 'Forms#2026x' };

describe("back-office: the sections a product's online purchase asks are edited beside the product", () => {
  let server: RunningServer;
  let browser: Browser;
  let product: { id: number; code: string };

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Olga Formularios' });
        const code = await purchasableProduct(runtime.createHttpApp(), runtime, 'SEGURO SALUD');
        const [rows] = await runtime.sequelize.query('SELECT id FROM products WHERE product_code = $1', {
          bind: [code],
        });
        product = { id: (rows as { id: number }[])[0]!.id, code };
      },
      {},
      { scale: 80, plans: 0 },
    );
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('ADMIN drops the DPS and the beneficiaries of a product; a new purchase of it asks the new form', async () => {
    const stepsOf = async () =>
      (
        await request(server.baseUrl).post('/api/sales').send({ productCode: product.code, profile: null }).expect(201)
      ).body.data.steps.map((step: { code: string }) => step.code);
    expect(await stepsOf()).toEqual([
      'PERSONAL_DATA_PAYMENT',
      'DPS_PAYMENT',
      'BENEFICIARIES_PAYMENT',
      'SIGNATURE',
      'PAYMENT',
    ]);

    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('menuitem', { name: 'Productos', exact: true }).click({ timeout: patience(30_000) });
    await page.getByPlaceholder('Nombre o código').fill(product.code);
    await openRow(
      page,
      page.getByRole('cell', { name: product.code, exact: true }),
      new RegExp(`#/products/${product.id}$`),
      product.code,
    );
    await page.waitForURL(new RegExp(`#/products/${product.id}$`));
    const card = page.getByTestId('product-form-sections');
    await card.getByText('Formulario de compra en línea').waitFor({ timeout: patience(30_000) });
    expect(await card.getByRole('checkbox', { name: 'Estado de salud' }).isChecked()).toBe(true);

    // A form nobody could be the buyer of is refused by the domain rule, here as on the server.
    await card.getByRole('checkbox', { name: 'Datos personales' }).uncheck();
    await card.getByText('El formulario debe pedir los datos personales del titular').waitFor();
    expect(await card.getByRole('button', { name: 'Actualizar formulario' }).isDisabled()).toBe(true);
    await card.getByRole('checkbox', { name: 'Datos personales' }).check();

    await card.getByRole('checkbox', { name: 'Estado de salud' }).uncheck();
    await card.getByRole('checkbox', { name: 'Beneficiarios' }).uncheck();
    await card.getByRole('button', { name: 'Actualizar formulario' }).click();
    await page.getByText('Formulario de compra actualizado').waitFor({ timeout: patience(30_000) });
    await card.getByText(/Guardado por Olga Formularios/).waitFor();
    await screenshot(page, 'admin-product-form');
    expect(await stepsOf()).toEqual(['PERSONAL_DATA_PAYMENT', 'SIGNATURE', 'PAYMENT']);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
