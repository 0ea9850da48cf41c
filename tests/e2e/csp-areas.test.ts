import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { hydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'carla.csp@example.com', password: 'Csp#2026xy' };
const RESULTS = '/Comparar/Seguros-de-Salud';
const REQUESTS = 1_234_567;
// The back-office's first load (a 1.7 MB bundle) takes a while on 2 busy cores.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/** Records every CSP violation of the page (the DOM event and Chromium's console report). */
async function watchViolations(page: Page): Promise<{ events: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return { events: () => page.evaluate(() => window.cspViolations ?? []), console };
}

const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy per area, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let productCode: string;

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Carla Csp' });
        const [rows] = await runtime.sequelize.query(
          `UPDATE products SET request_count = ${REQUESTS}
          WHERE id = (SELECT id FROM products WHERE active ORDER BY id LIMIT 1) RETURNING product_code`,
        );
        productCode = (rows as { product_code: string }[])[0]!.product_code;
      },
      {},
      { scale: 40, plans: 0 },
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

  it('the result list page paints with its inline stylesheet allowed by hash and zero violations', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const violations = await watchViolations(page);
    const response = await page.goto(`${server.baseUrl}${RESULTS}`);
    expect(response?.status()).toBe(200);
    const csp = await response!.headerValue('content-security-policy');
    expect(csp).not.toContain('unsafe-inline');
    expect(directive(csp ?? '', 'style-src')).toMatch(/^style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    // The server's first screen carries the inline <style> whose hash the header names.
    expect(await page.locator('head style').count()).toBeGreaterThan(0);

    await page
      .getByTestId('product-card')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The inlined stylesheet applies: the header is laid out by it, not the browser's defaults.
    const headerDisplay = await page
      .locator('.header-inner')
      .first()
      .evaluate((el) => getComputedStyle(el).display);
    expect(headerDisplay).not.toBe('block');
    await screenshot(page, 'csp-results-page');
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
    await page.close();
  }, 90_000);

  it('the back-office (MUI styles at run time) signs in and lists products with zero violations; its header differs', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const violations = await watchViolations(page);
    const response = await page.goto(`${server.baseUrl}/admin/`);
    const adminCsp = await response!.headerValue('content-security-policy');
    expect(directive(adminCsp ?? '', 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    const siteCsp = (await page.request.get(`${server.baseUrl}/`)).headers()['content-security-policy'];
    expect(siteCsp).not.toBe(adminCsp);

    await signIn(page);
    await page.getByRole('menuitem', { name: 'Productos', exact: true }).click({ timeout: patience(30_000) });
    await page.getByPlaceholder('Nombre o código').fill(productCode);
    await page.getByRole('cell', { name: productCode, exact: true }).waitFor({ timeout: patience(30_000) });
    expect(await page.locator('style').count()).toBeGreaterThan(0);
    await screenshot(page, 'csp-admin-products');
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
    await page.close();
  }, 90_000);

  it('the API docs page (Swagger UI) loads under the strict policy with zero violations', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const violations = await watchViolations(page);
    const response = await page.goto(`${server.baseUrl}/api/docs/`);
    expect(await response!.headerValue('content-security-policy')).not.toContain('unsafe-inline');
    await page
      .locator('.swagger-ui .info')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await page.waitForLoadState('networkidle');
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
    await page.close();
  }, 90_000);

  describe('back-office numbers in an English browser', () => {
    let context: BrowserContext;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
    });
    afterAll(() => context?.close());

    it('formats a list screen’s numbers es-CL (1.234.567), not as the browser would (1,234,567)', async () => {
      const page = await context.newPage();
      await signIn(page);
      // The browser's own default really is English, so the es-CL text below comes from the back-office.
      expect(await page.evaluate(() => [navigator.language, (1234567).toLocaleString()])).toEqual([
        'en-US',
        '1,234,567',
      ]);
      await page.getByRole('menuitem', { name: 'Productos', exact: true }).click({ timeout: patience(30_000) });
      await page.getByPlaceholder('Nombre o código').fill(productCode);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: productCode, exact: true }) });
      await row.waitFor({ timeout: patience(30_000) });
      await expect.poll(() => row.textContent(), { timeout: patience(15_000) }).toContain('1.234.567');
      expect(await row.textContent()).not.toContain('1,234,567');
      await screenshot(page, 'admin-numbers-es-cl-in-english-browser');
      await page.close();
    }, 90_000);
  });
});
