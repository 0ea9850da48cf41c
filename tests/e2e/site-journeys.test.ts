/// <reference lib="dom" />
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, hydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';
import { seriousViolations } from './support/accessibility.js';

const RESULTS = '/Comparar/Seguros-de-Salud';

/** '$23.490' -> 23490; 'UF 1,20' -> null (another unit); 'Consultar' -> null. */
const pesos = (text: string) =>
  /^\$[\d.]+$/.test(text.trim()) ? Number(text.trim().slice(1).replace(/\./g, '')) : null;

/** Runs an action that starts a new search and waits for its answer and the cards it paints. */
async function search(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => response.url().includes('/api/insurance/compare/metadata'));
  await action();
  await answered;
  await page.waitForFunction(() => document.querySelector('[data-testid="cards"]')?.closest('[aria-busy="false"]'));
  await cardsReady(page);
}

/** The result list finished painting every card of the page (cards are rendered in a few batches). */
async function cardsReady(page: Page) {
  await page.locator('[data-testid="cards"][data-complete="true"]').waitFor({ state: 'attached' });
}

describe('site journeys in Chromium on the sample catalogue', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(undefined, {}, {});
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the health comparator: 20 cards and the total, in at most 4 API calls and 150 KB of JS', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const api: string[] = [];
    const scripts: Promise<number>[] = [];
    let firstCardAt = 0;
    const detailCallsBeforeCards: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        api.push(`${request.method()} ${url.pathname}`);
        if (!firstCardAt && /calculatePrice|\/coverages\/|\/features|topAmounts/.test(url.pathname)) {
          detailCallsBeforeCards.push(url.pathname);
        }
      }
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    const response = await page.goto(`${server.baseUrl}${RESULTS}`);
    expect(response?.status()).toBe(200);
    await cardsReady(page);
    firstCardAt = Date.now();
    expect(await page.getByTestId('product-card').count()).toBe(20);
    const total = await page.getByTestId('results-total').textContent();
    expect(total).toMatch(/^[\d.]+ resultados$/);
    expect(Number(total!.replace(/\D/g, ''))).toBeGreaterThan(20);
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    expect(api.length).toBeLessThanOrEqual(4);
    expect(api.filter((call) => call.includes('/compare/metadata'))).toHaveLength(1);
    expect(detailCallsBeforeCards).toEqual([]);
    const jsGzip = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    console.warn(
      `result list: ${api.length} API calls (${api.join(', ')}), initial JS ${(jsGzip / 1024).toFixed(1)} KB gzip`,
    );
    expect(jsGzip).toBeLessThanOrEqual(150 * 1024);

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'site-results-desktop');
    await page.close();
  });

  it('switches grid and list, goes to page 2 and sorts by price', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}${RESULTS}`);
    await cardsReady(page);
    await page.getByRole('button', { name: 'Cuadrícula' }).click();
    await expect.poll(() => page.getByTestId('cards').getAttribute('class')).toContain('cards-grid');
    expect(page.url()).toContain('vista=grid');
    await screenshot(page, 'site-results-grid-desktop');
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect.poll(() => page.getByTestId('cards').getAttribute('class')).toContain('cards-list');

    const firstPageTitles = await page.locator('.card-title').allTextContents();
    await search(page, () => page.getByRole('button', { name: 'Ir a la página 2' }).click());
    expect(page.url()).toContain('pagina=2');
    const secondPageTitles = await page.locator('.card-title').allTextContents();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Ir a la página 2' }).getAttribute('aria-current')).toBe('page');

    await search(page, () => page.getByTestId('sort').selectOption('lowerPrice'));
    expect(page.url()).toContain('orden=lowerPrice');
    expect(page.url()).not.toContain('pagina=2');
    const ascendingTexts = await page.getByTestId('price-amount').allTextContents();
    console.warn('lowerPrice page 1:', ascendingTexts.join(' | '));
    const ascending = ascendingTexts.map(pesos).filter((n) => n !== null);
    expect(ascending.length).toBeGreaterThan(5);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await search(page, () => page.getByTestId('sort').selectOption('higherPrice'));
    expect(page.url()).toContain('orden=higherPrice');
    const descending = (await page.getByTestId('price-amount').allTextContents()).map(pesos).filter((n) => n !== null);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
    await page.close();
  });

  it('filters by an organization', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await page.goto(`${server.baseUrl}${RESULTS}`);
    await cardsReady(page);
    const before = Number((await page.getByTestId('results-total').textContent())!.replace(/\D/g, ''));
    const group = page.getByRole('group', { name: 'Aseguradora' });
    const option = group.getByRole('checkbox').first();
    await option.waitFor();
    const name = (await group.locator('label').first().textContent())!.trim();
    // The filter lists arrive after the cards; a click while they re-render could be lost.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The box is controlled by the URL's search state, so it turns checked once the new search starts:
    // click, then assert, instead of check() (which demands the change at the very moment of the click).
    await search(page, () => option.click());
    expect(await option.isChecked()).toBe(true);
    expect(page.url()).toContain('aseguradora=');
    const after = Number((await page.getByTestId('results-total').textContent())!.replace(/\D/g, ''));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    const insurers = await page
      .locator('.card-logo')
      .evaluateAll((nodes) => nodes.map((node) => (node instanceof HTMLImageElement ? node.alt : node.textContent)));
    expect(new Set(insurers)).toEqual(new Set([name]));
    await page.close();
  });

  it('turns reference prices into exact ones for a family profile, kept after a reload', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}${RESULTS}`);
    await cardsReady(page);
    expect(await page.locator('.price-label', { hasText: 'Desde' }).count()).toBeGreaterThan(0);
    await page.getByTestId('open-profile').click();
    const dialog = page.getByRole('dialog', { name: '¿Quiénes se asegurarán?' });
    await dialog.getByTestId('profile-age').fill('40');
    await dialog.getByTestId('open-dependants').click();
    const menu = page.getByRole('dialog', { name: 'Cargas' });
    await menu.getByTestId('add-carga').click();
    await menu.getByTestId('add-carga').click();
    const rows = menu.getByTestId('carga-row');
    await rows.nth(0).getByLabel('Edad').fill('38');
    // Closing is blocked while a dependant has no valid age.
    await menu.getByTestId('dependants-done').click();
    await menu.getByRole('alert').waitFor();
    expect(await rows.nth(1).getAttribute('class')).toContain('shake');
    await rows.nth(1).getByLabel('Edad').fill('8');
    // The spouse option is taken once a spouse exists.
    expect(await rows.nth(1).locator('option[value="Pareja"]').isDisabled()).toBe(true);
    await screenshot(page, 'site-dependants-desktop');
    await menu.getByTestId('dependants-done').click();
    await menu.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'site-profile-desktop');
    await search(page, () => dialog.getByTestId('profile-submit').click());
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText('Precios para 3 personas').count()).toBe(1);
    const exact = await page.locator('[data-testid="card-price"][data-exact="true"]').count();
    expect(exact).toBeGreaterThan(10);
    const desde = await page
      .locator('[data-testid="card-price"][data-exact="true"] .price-label', { hasText: 'Desde' })
      .count();
    expect(desde).toBe(0);
    await screenshot(page, 'site-results-profile-desktop');

    await page.reload();
    await cardsReady(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-exact="true"]').length > 0);
    expect(await page.getByText('Precios para 3 personas').count()).toBe(1);
    await page.close();
  });

  it('opens the detail modal with its tabs and explains the price', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}${RESULTS}`);
    await cardsReady(page);
    const title = (await page.locator('.card-title').first().textContent())!;
    await page.getByRole('button', { name: `Ver detalle ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: patience(10_000) });
    expect(await dialog.getByRole('tab').allTextContents()).toEqual([
      'Resumen',
      'Coberturas',
      'Topes y deducibles',
      '¿Por qué este precio?',
    ]);
    // Focus stays inside the dialog.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: patience(5_000) });

    // With a profile, the why-this-price tab shows calculatePrice's lines.
    await page.evaluate(() => {
      const values = {
        productType: 'SEGURO SALUD',
        country: 'chile',
        cotizante: { sexo: 'Femenino', edad: '35', ingreso: '' },
        cargas: [],
        mascota: [],
        cantidadempleados: '',
        titular: { nacionalidad: '', paisCobertura: '' },
        epsActual: '',
      };
      localStorage.setItem(
        'perfil-chile',
        JSON.stringify({
          values,
          profile: { cotizante: [{ edad: 35, sexo: 'Femenino', type: 'cotizante' }], cargas: [] },
          ingresodatos: true,
          savedAt: new Date().toISOString(),
        }),
      );
    });
    await page.reload();
    await cardsReady(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-exact="true"]').length > 0, undefined, {
      timeout: patience(10_000),
    });
    const priced = page.locator('[data-testid="product-card"]:has([data-exact="true"])').first();
    const pricedTitle = (await priced.locator('.card-title').textContent())!;
    const cardPrice = (await priced.getByTestId('price-amount').textContent())!;
    await priced.getByRole('button', { name: `Ver detalle ${pricedTitle}` }).click();
    const detail = page.getByRole('dialog', { name: pricedTitle });
    await detail.getByRole('tab', { name: '¿Por qué este precio?' }).click();
    await detail.getByTestId('why-price').waitFor({ timeout: patience(10_000) });
    expect(await detail.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    // The breakdown's total is exactly the card's price.
    const whyText = (await detail.getByTestId('why-total').textContent())!;
    const whyTotal = pesos(whyText);
    expect(whyTotal).not.toBeNull();
    expect(whyTotal).toBe(pesos(cardPrice));
    await screenshot(page, 'site-detail-why-desktop');
    await page.close();
  });

  it("shows a card's coverage error and Retry re-requests only that card's coverage", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    let brokenId = 0;
    // The server answers normally; the page receives one card whose coverage summary failed.
    await page.route('**/api/insurance/compare/metadata', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { id: number; coverages: unknown }[] };
      brokenId = body.data[1]!.id;
      body.data[1]!.coverages = null;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${server.baseUrl}${RESULTS}`);
    await cardsReady(page);
    const broken = page.getByTestId('product-card').nth(1);
    await broken.getByTestId('card-error').waitFor();
    expect(await broken.getByTestId('card-error').textContent()).toContain(
      'No pudimos cargar la información de este seguro.',
    );
    expect(await page.getByTestId('card-error').count()).toBe(1);
    await screenshot(page, 'site-card-error-desktop');

    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The chat launcher and the notification bell ask once after the first interaction (not card calls).
      const afterFirstInteraction = url.pathname.startsWith('/api/chat/') || url.pathname === '/api/notifications';
      if (url.pathname.startsWith('/api/') && !afterFirstInteraction) calls.push(url.pathname);
    });
    await broken.getByRole('button', { name: 'Reintentar' }).click();
    await broken.locator('.tag').first().waitFor();
    expect(await page.getByTestId('card-error').count()).toBe(0);
    expect(calls).toEqual([`/api/insurance/coverages/${brokenId}/resume`]);
    await page.close();
  });

  it('selects 3 products and compares them side by side', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}${RESULTS}`);
    await cardsReady(page);
    const boxes = page.getByRole('checkbox', { name: 'Comparar' });
    const titles = (await page.locator('.card-title').allTextContents()).slice(0, 3);
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    expect(await boxes.nth(3).isDisabled()).toBe(true);
    await page.getByTestId('compare-bar').waitFor();
    await page.getByTestId('open-compare').click();
    await page.waitForURL((url) => url.pathname === '/Comparar-Planes' && url.searchParams.has('seguros'));
    await page.getByTestId('compare-table').waitFor();
    const headers = await page.getByTestId('compare-table').locator('thead th .compare-name').allTextContents();
    expect(headers).toEqual(titles);
    expect(await page.getByRole('rowheader', { name: 'Precio' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'site-compare-desktop');
    await page.close();
  });

  it('follows a clinic alias with a 301 and serves unknown paths with the 404 page', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const redirect = await page.request.get(`${server.baseUrl}/Alemana-de-Santiago`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/Clinicas-y-Hospitales/Clinica-Alemana-de-Santiago');
    const followed = await page.goto(`${server.baseUrl}/Clinicas-y-Hospitales/Davila`);
    expect(followed?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/Clinicas-y-Hospitales/Clinica-Davila');
    expect(followed?.request().redirectedFrom()?.url()).toContain('/Clinicas-y-Hospitales/Davila');

    const missing = await page.goto(`${server.baseUrl}/esta-pagina-no-existe`);
    expect(missing?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Página no encontrada');
    expect(await page.getByRole('link', { name: 'Ir a Contacto' }).count()).toBe(1);
    await screenshot(page, 'site-404-desktop');

    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'site-home-desktop');
    await page.close();
  });

  it('on a phone: list only, the drawer menu and the Portal clientes dialog keep focus inside', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true, bypassCSP: true });
    await page.goto(`${server.baseUrl}${RESULTS}`);
    await cardsReady(page);
    expect(await page.getByTestId('cards').getAttribute('class')).toContain('cards-list');
    expect(await page.getByRole('button', { name: 'Cuadrícula' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the screen (header included), at 390 px and at 360 px. A mobile page zooms out to
    // fit wider content, which widens innerWidth too, so the width is also held to the viewport's own.
    for (const width of [VIEWPORTS.mobile.width, 360]) {
      await page.setViewportSize({ width, height: VIEWPORTS.mobile.height });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'site-results-mobile');

    await page.getByRole('button', { name: 'Abrir menú' }).click({ timeout: patience(10_000) });
    const drawer = page.getByRole('dialog', { name: 'Menú principal' });
    await drawer.waitFor();
    await screenshot(page, 'site-drawer-mobile');
    await drawer.getByRole('button', { name: 'Portal clientes' }).click({ timeout: patience(10_000) });
    const portal = page.getByRole('dialog', { name: 'Bienvenido al Portal Clientes' });
    await portal.waitFor();
    expect(await portal.getByRole('link', { name: /Ir a Portal (Personas|Empresas)/ }).count()).toBe(2);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await portal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await screenshot(page, 'site-portal-mobile');
    await page.keyboard.press('Escape');
    await portal.waitFor({ state: 'detached' });
    await page.close();
  });
});
