import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs } from '../../src/modules/identity/testing/identity-fixtures.js';
import { patience } from '../../src/platform/testing/patience.js';
import { gotoHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Issue 30's visible pages (spec 02 §2.1) in Chromium: /landing never leaves the site, /v1 gives a working
 * share link, /preview shows an inactive landing only to staff, the subscription area shows an agreement.
 */
describe('issue 30 pages in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let session: { accessToken: string; refreshExpiresAt: number; user: { permissions: string[] } };
  let landingId: number;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const app = server.runtime.createHttpApp();
    const admin = await loginAs(app, (await createTestUser(server.runtime, ['ADMIN'])).email);
    session = {
      accessToken: admin.access_token,
      refreshExpiresAt: Date.now() + 3_600_000,
      user: { permissions: admin.user.permissions },
    };
    const auth = { Authorization: `Bearer ${admin.access_token}` };
    const landing = await request(app)
      .post('/api/admin/country-landings')
      .set(auth)
      .send({
        slug: 'Borrador-Pymes',
        title: 'Seguros para pymes (borrador)',
        body: 'Texto del borrador.',
        activo: false,
      })
      .expect(201);
    landingId = landing.body.id as number;
    await request(app)
      .post('/api/admin/organization-subscriptions')
      .set(auth)
      .send({ subdomain: 'caja-andes', name: 'Caja Los Andes', title: 'Convenio Caja Los Andes' })
      .expect(201);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const heading = (page: Page) => page.locator('h1').first();

  it('/landing opens a path of the site and refuses another host', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.baseUrl}/landing?url=${encodeURIComponent('/Que-es-QuePlan?utm_source=x')}`);
    await page.waitForURL((url) => url.pathname === '/Que-es-QuePlan', { timeout: patience(20_000) });
    expect(new URL(page.url()).search).toBe('?utm_source=x');
    await expect(heading(page).textContent()).resolves.toBe('¿Qué es QuePlan?');
    await page.goto(`${server.baseUrl}/landing?url=${encodeURIComponent('//evil.example.com/x')}`);
    await page.getByRole('heading', { name: 'Enlace no válido' }).waitFor({ timeout: patience(20_000) });
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
    await page.close();
  });

  it('/v1 builds a household and gives its share link, which opens the comparison', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await gotoHydrated(page, `${server.baseUrl}/v1`);
    await page.getByLabel('Edad del titular').fill('abc');
    await page.getByRole('button', { name: 'Generar enlace' }).click();
    await page.getByRole('alert').waitFor({ timeout: patience(10_000) });
    await page.getByLabel('Edad del titular').fill('35');
    await page.getByLabel(/Edades de los hijos/).fill('5, 8');
    await page.getByRole('button', { name: 'Generar enlace' }).click();
    const link = page.getByTestId('profile-link');
    await link.waitFor({ timeout: patience(20_000) });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/url\/[A-Za-z0-9_-]+$/);
    await screenshot(page, 'issue30-profile-generator');
    await page.goto(href);
    await page.waitForURL((url) => url.pathname.startsWith('/Comparar/Seguros-de-Salud'), {
      timeout: patience(20_000),
    });
    await page.close();
  });

  it('/preview shows an inactive landing to staff only', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/preview?id=${landingId}`);
    await page.getByText('Debes ingresar al back-office').waitFor({ timeout: patience(20_000) });
    await page.evaluate((value) => localStorage.setItem('backoffice.session', value), JSON.stringify(session));
    await page.reload();
    await page.getByRole('heading', { name: 'Seguros para pymes (borrador)' }).waitFor({ timeout: patience(20_000) });
    await expect(page.getByRole('note').textContent()).resolves.toMatch(/landing inactiva/);
    await context.close();
  });

  it('/Suscripcion-QP/{subdomain} shows the organization agreement', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await gotoHydrated(page, `${server.baseUrl}/Suscripcion-QP`);
    await page.getByLabel('Nombre de tu organización').fill('Caja Andes');
    await page.getByRole('button', { name: 'Ver mi convenio' }).click();
    await page.getByRole('heading', { name: 'Convenio Caja Los Andes' }).waitFor({ timeout: patience(20_000) });
    expect(new URL(page.url()).pathname).toBe('/Suscripcion-QP/caja-andes');
    await page.close();
  });
});
