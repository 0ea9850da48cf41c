/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleData } from '../../scripts/seed/sample-data.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const RESULTS = '/Comparar/Seguros-de-Salud';

/**
 * Issue 9 part 4: the comparator's first screen comes in the server's HTML (LCP does not wait for
 * JavaScript) and the client's render replaces it without moving anything.
 */
describe('the comparator first screen is in the server HTML', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer((runtime) => loadSampleData(runtime, { onlyIfEmpty: false }));
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the title, profile banner and card skeletons with JavaScript disabled', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`${server.baseUrl}${RESULTS}/Complementario`);
    expect(response?.status()).toBe(200);
    // The site's stylesheet comes inside the HTML: the first paint waits for no second request.
    expect(await page.locator('head style').count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
    expect(await page.title()).toBe('Compara Seguros de Salud: Complementario | Comparador de Seguros');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Compara Seguros de Salud: Complementario');
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByTestId('profile-tooltip').isVisible()).toBe(true);
    expect(await page.getByTestId('open-profile').textContent()).toBe('Ingresar perfil');
    expect(await page.locator('.card-skeleton').count()).toBe(6);
    expect(await page.locator('.card-skeleton').first().isVisible()).toBe(true);
    // Phone layout from CSS alone: the filters are folded, the desktop view switch hidden.
    expect(await page.locator('#results-filters').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Mostrar filtros' }).isVisible()).toBe(true);
    expect(await page.getByText('Cargando…').count()).toBe(0);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/^Compara seguros de Salud: Complementario en Chile/);
    await screenshot(page, 'site-first-screen-no-js-mobile');
    await context.close();
  });

  it('asks for the comparison once, at start-up before the list code, with and without a stored profile', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
    const sent: { what: string; profile?: unknown }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/insurance/compare/metadata') {
        sent.push({ what: 'compare', profile: (request.postDataJSON() as { profile: unknown }).profile });
      } else if (path.startsWith('/api/')) sent.push({ what: path });
      else if (/\/assets\/results-page-[^/]+\.js$/.test(path)) sent.push({ what: 'results-page chunk' });
    });
    const complete = page.locator('[data-testid="cards"][data-complete="true"]');
    await page.goto(`${server.baseUrl}${RESULTS}`);
    await complete.waitFor({ state: 'attached', timeout: 60_000 });
    const whats = sent.map((entry) => entry.what);
    expect(whats.filter((what) => what === 'compare')).toHaveLength(1);
    expect(whats.indexOf('compare')).toBeLessThan(whats.indexOf('results-page chunk'));
    expect(sent.find((entry) => entry.what === 'compare')?.profile).toBeNull();
    expect(sent.filter((entry) => entry.what.startsWith('/api/') || entry.what === 'compare')).toHaveLength(4);

    // A returning visitor: the start-up request carries the stored profile and the list takes it (exact prices).
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
    sent.length = 0;
    await page.reload();
    await complete.waitFor({ state: 'attached', timeout: 60_000 });
    const compares = sent.filter((entry) => entry.what === 'compare');
    expect(compares).toHaveLength(1);
    expect(compares[0]!.profile).toMatchObject({ cotizante: [{ edad: 35, sexo: 'Femenino' }] });
    await page.waitForFunction(() => document.querySelectorAll('[data-exact="true"]').length > 0, undefined, {
      timeout: 15_000,
    });
    await page.close();
  });

  it.each([
    ['mobile', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'paints the server title as LCP before any script and replaces it without layout shift (%s)',
    async (_name, viewport) => {
      const page = await browser.newPage({ viewport });
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        const shifts: { value: number; at: number }[] = [];
        const paints: { at: number; tag: string; text: string }[] = [];
        w.__shifts = shifts;
        w.__lcp = paints;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            paints.push({
              at: entry.startTime,
              tag: entry.element?.tagName ?? '',
              text: entry.element?.textContent?.slice(0, 60) ?? '',
            });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // The server's heading node, to know when the client's render has replaced it.
        document.addEventListener('DOMContentLoaded', () => {
          const serverHeading = document.querySelector('h1');
          const box = serverHeading?.getBoundingClientRect();
          w.__serverHeading = serverHeading;
          w.__serverBox = box && { top: box.top, left: box.left, width: box.width, height: box.height };
          const list = document.querySelector('[data-testid="cards"]')?.getBoundingClientRect();
          w.__serverList = list && { top: list.top, left: list.left, width: list.width };
          new MutationObserver((_records, observer) => {
            if (serverHeading && !serverHeading.isConnected) {
              w.__replacedAt = performance.now();
              observer.disconnect();
            }
          }).observe(document.getElementById('root')!, { childList: true, subtree: true });
        });
      });
      await page.goto(`${server.baseUrl}${RESULTS}`);
      // The client rendered: its heading is a new node.
      await page.waitForFunction(() => {
        const w = window as unknown as { __serverHeading?: Element };
        const current = document.querySelector('h1');
        return !!w.__serverHeading && !!current && current !== w.__serverHeading;
      });
      const clientRenderedAt = await page.evaluate(() => (window as unknown as { __replacedAt: number }).__replacedAt);
      const state = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        const box = document.querySelector('h1')!.getBoundingClientRect();
        const list = document.querySelector('[data-testid="cards"]')!.getBoundingClientRect();
        return {
          serverBox: w.__serverBox as { top: number; left: number; width: number; height: number },
          serverList: w.__serverList as { top: number; left: number; width: number },
          clientBox: { top: box.top, left: box.left, width: box.width, height: box.height },
          clientList: { top: list.top, left: list.left, width: list.width },
          shifts: w.__shifts as { value: number; at: number }[],
          lcp: w.__lcp as { at: number; tag: string; text: string }[],
          title: document.title,
        };
      });
      expect(state.clientBox).toEqual(state.serverBox);
      expect(state.clientList).toEqual(state.serverList);
      expect(state.shifts.filter((shift) => shift.at <= clientRenderedAt)).toEqual([]);
      // The largest paint is the server's heading, painted before the client's render replaced it.
      expect(state.lcp[0]).toMatchObject({ tag: 'H1', text: 'Compara Seguros de Salud' });
      expect(state.lcp[0]!.at).toBeLessThan(clientRenderedAt);
      expect(state.title).toBe('Compara Seguros de Salud | Comparador de Seguros');

      // Then the cards arrive as before.
      await page.locator('[data-testid="cards"][data-complete="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      expect(await page.getByTestId('product-card').count()).toBe(20);
      await page.close();
    },
  );
});
