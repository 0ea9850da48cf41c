import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { openRow } from './support/admin-list.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'ana.catalogo@example.com', password: 'Catal#2026x' };
const SUPERVISOR = { email: 'sergio.supervisor@example.com', password: 'Super#2026y' };
const NEW_NAME = 'Seguro Renombrado en el Back-office';

describe('back-office catalogue: ADMIN renames a product and the public API shows it', () => {
  let server: RunningServer;
  let browser: Browser;
  let product: { id: number; product_code: string; display_name: string };

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Ana Catálogo' });
        await createTestUser(runtime, ['SUPERVISOR'], { ...SUPERVISOR, name: 'Sergio Supervisor' });
        const [rows] = await runtime.sequelize.query(
          'SELECT id, product_code, display_name FROM products WHERE active ORDER BY id LIMIT 1',
        );
        product = (rows as (typeof product)[])[0]!;
      },
      {},
      { scale: 40, plans: 0 },
    );
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page, user: { email: string; password: string }) {
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
  }

  async function openProduct(page: Page) {
    await page.getByRole('menuitem', { name: 'Productos', exact: true }).click({ timeout: patience(30_000) });
    await page.getByPlaceholder('Nombre o código').fill(product.product_code);
    await openRow(
      page,
      page.getByRole('cell', { name: product.product_code, exact: true }),
      new RegExp(`#/products/${product.id}(/show)?$`),
      product.product_code,
    );
  }

  it('ADMIN edits the display name in /admin; the public card answers the new name', async () => {
    const before = await request(server.baseUrl).get(`/api/insurance/${product.id}`).expect(200);
    expect(before.body.data.displayName).toBe(product.display_name);

    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ADMIN);
    await openProduct(page);
    await page.waitForURL(new RegExp(`#/products/${product.id}$`));
    const name = page.getByRole('textbox', { name: 'Nombre visible' });
    await name.waitFor({ timeout: patience(30_000) });
    expect(await name.inputValue()).toBe(product.display_name);

    // Long enough for the form's own check, two letters once the server trims it: its field error shows.
    await name.fill('  ab  ');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('El nombre debe tener al menos 3 caracteres.')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await screenshot(page, 'admin-catalogue-server-error');
    await name.fill(NEW_NAME);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });
    await screenshot(page, 'admin-catalogue-product-saved');
    // Back on the list, the row carries the new name.
    await page.getByRole('cell', { name: NEW_NAME, exact: true }).waitFor({ timeout: patience(30_000) });

    const after = await request(server.baseUrl).get(`/api/insurance/${product.id}`).expect(200);
    expect(after.body.data.displayName).toBe(NEW_NAME);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('SUPERVISOR reads products and organizations but gets no edit form', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signIn(page, SUPERVISOR);
    await page.getByRole('menuitem', { name: 'Organizaciones', exact: true }).waitFor({ timeout: patience(30_000) });
    await openProduct(page);
    await page.waitForURL(new RegExp(`#/products/${product.id}/show$`));
    await page.getByText('Nombre interno').waitFor({ timeout: patience(30_000) });
    expect(await page.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Nombre visible' }).count()).toBe(0);
    await screenshot(page, 'admin-catalogue-supervisor-show');
    await page.close();
  }, 120_000);
});
