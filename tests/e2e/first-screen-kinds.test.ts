/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser.js';
import {
  expectStillServerScreen,
  headingHydrated,
  instrument,
  observed,
  pageErrors,
  PHONE,
  untilHydrated,
} from './support/first-screen.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Issue 31: the route kinds beyond the result list render their first screen on the server with its data,
 * and the browser hydrates it (the server's nodes stay, nothing moves, the largest paint precedes scripts).
 */
describe('every public route kind paints its first screen from the server', () => {
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

  it('sends the isapre plan list with its first plan cards, readable without JavaScript', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/Comparar/Isapres`);
    const body = (await page.locator('#root').getAttribute('data-first-comparison'))!;
    const api = await fetch(`${server.baseUrl}/api/buscarplanes/compare/metadataPlanesPersonas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answer = (await api.json()) as { data: { nombreplan: string; price: { text: string } }[] };
    expect(answer.data.length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="plan-card"] h3').allTextContents()).toEqual(
      answer.data.map((plan) => plan.nombreplan),
    );
    expect(await page.getByTestId('plan-price').first().textContent()).toBe(answer.data[0]!.price.text);
    expect(await page.getByTestId('plan-card').first().isVisible()).toBe(true);
    await context.close();
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', { viewport: VIEWPORTS.desktop }],
  ] as const)(
    'paints the isapre plan list from the server HTML and hydrates it without replacing or moving anything (%s)',
    async (_name, options) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const searches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/buscarplanes/compare/metadataPlanesPersonas') {
          searches.push(request.postData() ?? '');
        }
      });
      await instrument(page, '[data-testid="plan-card"]');
      await page.goto(`${server.baseUrl}/Comparar/Isapres`);
      await untilHydrated(page, 'open-profile');
      const state = await observed(page, '[data-testid="plan-card"]');
      expect(state.serverCards).toBeGreaterThan(0);
      expectStillServerScreen(state, errors);
      // One search, the start-up's, taken by the hydrated list (no second one for the same cards).
      expect(searches).toHaveLength(1);
      expect(JSON.parse(searches[0]!)).toEqual(
        JSON.parse((await page.locator('#root').getAttribute('data-first-comparison'))!),
      );
      await context.close();
    },
  );

  it.each([
    ['a phone', PHONE],
    ['a desktop', { viewport: VIEWPORTS.desktop }],
  ] as const)(
    'paints a product detail page from the server HTML and hydrates it from its data without moving anything (%s)',
    async (_name, options) => {
      const compare = await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA'], take: 1 }),
      });
      const [card] = ((await compare.json()) as { data: { url: string; displayName: string }[] }).data;
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const lookups: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/api\/(insurance\/product|organization\/institucion|seguro-adicional\/prestadores)/.test(path)) {
          lookups.push(path);
        }
      });
      await instrument(page, '[data-testid="product-price"], [data-testid="product-solicitar"]');
      await page.goto(`${server.baseUrl}${card!.url}`);
      // Hydrated: React's fiber is on the heading the page shows (a fresh render would have made a new one).
      await headingHydrated(page);
      const state = await observed(page, '[data-testid="product-price"], [data-testid="product-solicitar"]');
      expect(await page.locator('h1').textContent()).toBe(card!.displayName);
      expect(state.serverCards).toBe(2);
      expectStillServerScreen(state, errors);
      // The page started from the server's data: the browser resolved nothing again.
      expect(lookups).toEqual([]);
      await context.close();
    },
  );

  it('paints an isapre plan page from the server HTML and hydrates it from its data without moving anything', async () => {
    const search = await fetch(`${server.baseUrl}/api/buscarplanes/compare/metadataPlanesPersonas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ take: 1 }),
    });
    const [plan] = ((await search.json()) as { data: { url: string; nombreplan: string }[] }).data;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const lookups: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/infoplanes/infoplan') lookups.push(path);
    });
    const parts = '[data-testid="plan-price"], #plan-title';
    await instrument(page, parts);
    await page.goto(`${server.baseUrl}${plan!.url}`);
    await headingHydrated(page);
    const state = await observed(page, parts);
    expect(await page.locator('h1').textContent()).toBe(plan!.nombreplan);
    expect(state.serverCards).toBe(2);
    expectStillServerScreen(state, errors);
    expect(lookups).toEqual([]);
    await context.close();
  });

  it('paints an organization page from the server HTML and hydrates it with its products without moving anything', async () => {
    const compare = await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA'], take: 1 }),
    });
    const [card] = ((await compare.json()) as { data: { url: string }[] }).data;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/insurance/compare/metadata' || path.startsWith('/api/organization/institucion'))
        asked.push(path);
    });
    await instrument(page, '[data-testid="product-card"]');
    await page.goto(`${server.baseUrl}${card!.url.split('/').slice(0, 3).join('/')}`);
    await headingHydrated(page);
    const state = await observed(page, '[data-testid="product-card"]');
    expect(state.serverCards).toBeGreaterThan(0);
    expectStillServerScreen(state, errors);
    expect(asked).toEqual([]);
    await context.close();
  });

  it("paints an isapre's page with its products and first plans from the server HTML and asks none again", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (
        path === '/api/insurance/compare/metadata' ||
        path === '/api/buscarplanes/compare/metadataPlanesPersonas' ||
        path.startsWith('/api/organization/institucion')
      )
        asked.push(path);
    });
    const parts = 'main h1, .isapre-plans .plan-card, [data-testid="product-card"]';
    await instrument(page, parts);
    await page.goto(`${server.baseUrl}/Isapre/Colmena`);
    await headingHydrated(page);
    await page.waitForLoadState('networkidle');
    const state = await observed(page, parts);
    expect(await page.locator('main h1').first().textContent()).toBe('Isapre Colmena');
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    // The heading and the section's plans at least (the seed's Colmena offers plans).
    expect(await page.locator('.isapre-plans .plan-card').count()).toBeGreaterThan(0);
    expect(state.serverCards).toBeGreaterThan(1);
    expectStillServerScreen(state, errors);
    expect(asked).toEqual([]);
    await context.close();
  });

  it.each([
    ['/Isapre', 'ISAPRE'],
    ['/Seguros', 'ASEGURADORA'],
  ])('sends the index %s with every name of its list, readable without JavaScript', async (path, type) => {
    const api = await fetch(`${server.baseUrl}/api/organization/instituciones/${type}`);
    const names = ((await api.json()) as { data: { displayName: string }[] }).data.map((o) => o.displayName);
    expect(names.length).toBeGreaterThan(1);
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${path}`);
    const shown = await page.locator('[data-testid="organization-list"] strong').allTextContents();
    expect([...shown].sort()).toEqual([...names].sort());
    await context.close();
  });

  it.each([
    ['/Isapre', 'ISAPRE'],
    ['/Seguros', 'ASEGURADORA'],
  ])(
    'paints the index %s with its list from the server HTML and hydrates it from its data, asking nothing',
    async (path, type) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url()).pathname;
        if (url.startsWith('/api/organization/')) asked.push(url);
      });
      const parts = 'main h1, main .lead, [data-testid="organization-list"] a';
      await instrument(page, parts);
      await page.goto(`${server.baseUrl}${path}`);
      await headingHydrated(page);
      // Whatever the hydrated page would ask has been asked.
      await page.waitForLoadState('networkidle');
      const state = await observed(page, parts);
      // The heading, the intro and one link per organization: all in the server's HTML, all kept.
      const api = await fetch(`${server.baseUrl}/api/organization/instituciones/${type}`);
      const listed = ((await api.json()) as { data: unknown[] }).data.length;
      expect(state.serverCards).toBe(2 + listed);
      expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
      expectStillServerScreen(state, errors);
      // The list started from the server's data: the browser did not ask it.
      expect(asked).toEqual([]);
      await context.close();
    },
  );

  it("paints an insurer's collective insurances from the server HTML and hydrates them without asking again", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/insurance/compare/metadata' || path.startsWith('/api/organization/institucion'))
        asked.push(path);
    });
    const parts = 'main h1, [data-testid="product-card"]';
    await instrument(page, parts);
    await page.goto(`${server.baseUrl}/Seguros/MetLife/Colectivos`);
    await headingHydrated(page);
    const state = await observed(page, parts);
    expect(await page.locator('main h1').first().textContent()).toBe('Seguros colectivos de MetLife');
    expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
    expect(state.serverCards).toBeGreaterThan(0);
    expectStillServerScreen(state, errors);
    expect(asked).toEqual([]);
    await context.close();
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', { viewport: VIEWPORTS.desktop }],
  ] as const)(
    "paints the compare table of the URL's products from the server HTML and hydrates it from its data (%s)",
    async (_name, options) => {
      const compare = await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA'], take: 3 }),
      });
      const cards = ((await compare.json()) as { data: { id: number; displayName: string }[] }).data;
      expect(cards).toHaveLength(3);
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const lookups: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/api\/insurance\/\d+$/.test(path)) lookups.push(path);
      });
      const names = '[data-testid="compare-table"] .compare-name';
      await instrument(page, names);
      await page.goto(`${server.baseUrl}/Comparar-Planes?seguros=${cards.map((card) => card.id).join(',')}`);
      await headingHydrated(page);
      const state = await observed(page, names);
      expect(await page.locator(names).allTextContents()).toEqual(cards.map((card) => card.displayName));
      expect(state.serverCards).toBe(3);
      expectStillServerScreen(state, errors);
      // The table started from the server's cards: the browser asked none of them again.
      expect(lookups).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['/Seguros-de-Salud', 'content'],
    ['/Tu-Mejor-Plan', 'content'],
    ['/Terminos-y-Condiciones', 'content'],
    ['/QP-Blog', 'blog'],
    ['/contacto', 'contactInformations'],
  ])(
    'paints the content page %s from the server HTML with its content and hydrates it from its data',
    async (path, api) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url()).pathname;
        if (/^\/api\/(information|blog|contactInformations)/.test(url)) asked.push(url);
      });
      const parts = 'main h1, main p';
      await instrument(page, parts);
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await headingHydrated(page);
      const state = await observed(page, parts);
      // Its heading and text came in the server's HTML (not a loading state), and stayed.
      expect(state.serverCards).toBeGreaterThan(1);
      expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
      expectStillServerScreen(state, errors);
      // The page started from the server's data: the browser asked nothing of its ${api} again.
      expect(asked, api).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['a phone', PHONE],
    ['a desktop', { viewport: VIEWPORTS.desktop }],
  ] as const)(
    'paints the home from the server HTML with the UF in force and hydrates it from its data (%s)',
    async (_name, options) => {
      const uf = await fetch(`${server.baseUrl}/api/globales/uf`);
      expect(uf.status).toBe(200);
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/globales/uf') asked.push(path);
      });
      const parts = 'main h1, main p, main .line-card';
      await instrument(page, parts);
      const response = await page.goto(`${server.baseUrl}/`);
      expect(response?.status()).toBe(200);
      await headingHydrated(page);
      const state = await observed(page, parts);
      // The UF is one of the server's parts (sameCards: no paragraph was added after it): in the first screen.
      expect(await page.getByTestId('uf-value').textContent()).toMatch(/^(UF al \d\d-\d\d-\d{4}|Valor UF hoy): \$/);
      expect(state.serverCards).toBeGreaterThan(3);
      expectStillServerScreen(state, errors);
      // The page started from the server's UF: the browser did not ask it.
      expect(asked).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['/Accidentes-Personales', 'Seguros de Accidentes Personales', '/Comparar/Accidentes-Personales'],
    ['/Guardias', 'Seguros de Guardia', '/Comparar/Guardias'],
    ['/Seguros-de-Vida', 'Seguros de Vida', '/Comparar/Seguros-de-Vida'],
    ['/Seguros-Empresa', 'Seguros para Empresas', '/Comparar/Seguro-Complementario-Empresa'],
  ])('paints the comparator landing %s from the server HTML and hydrates it', async (path, title, comparator) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const parts = 'main h1, main p, main a';
    await instrument(page, parts);
    const response = await page.goto(`${server.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await headingHydrated(page);
    const state = await observed(page, parts);
    expect(await page.locator('main h1').textContent()).toBe(title);
    expect(await page.locator('main a.button').getAttribute('href')).toBe(comparator);
    expect(state.serverCards).toBe(3);
    expectStillServerScreen(state, errors);
    await context.close();
  });

  it.each([
    ['pe.localhost', '/', 'Compara seguros de salud en Perú'],
    ['co.localhost', '/', 'Compara seguros de salud en Colombia'],
    ['int.localhost', '/', 'Compara seguros de salud en Internacional'],
    ['pe.localhost', '/EPS', 'EPS'],
    ['co.localhost', '/EPS', 'EPS'],
  ])("paints %s's page %s from the server HTML and hydrates it", async (host, path, title) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const parts = 'main h1, main p, main a';
    await instrument(page, parts);
    const response = await page.goto(`http://${host}:${new URL(server.baseUrl).port}${path}`);
    expect(response?.status()).toBe(200);
    await headingHydrated(page);
    const state = await observed(page, parts);
    expect(await page.locator('main h1').textContent()).toBe(title);
    expect(state.serverCards).toBeGreaterThan(1);
    expectStillServerScreen(state, errors);
    await context.close();
  });

  it.each([
    ['/buscar?q=clinica', 'main h1, .search-hits a', /^\/api\/search$/],
    ['/Sitemap-Products', 'main h1, .sitemap-list a', /^\/api\/search\/products$/],
    ['/wizard/seguros-de-salud', 'main h1, main legend, main input', null],
  ] as const)(
    'paints %s from the server HTML with its data and hydrates it from that data',
    async (path, parts, api) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url()).pathname;
        if (api?.test(url)) asked.push(url);
      });
      await instrument(page, parts);
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await headingHydrated(page);
      const state = await observed(page, parts);
      // Its heading and its list (the search's hits, the map's links, the first question) came from the server.
      expect(state.serverCards).toBeGreaterThan(2);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expectStillServerScreen(state, errors);
      expect(asked).toEqual([]);
      await context.close();
    },
  );
});
