/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../src/platform/testing/patience.js';
import { gotoHydrated, launchBrowser, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { seriousViolations } from './support/accessibility.js';

/**
 * Issue 27 in Chromium: one built site, three editions by host (Chromium resolves *.localhost to
 * 127.0.0.1). Each edition's home lists its own lines, its comparator opens, the page carries the edition the
 * server resolved, and Chile answers 404 for the other editions' pages.
 */
describe('editions of the site (issue 27)', () => {
  let server: RunningServer;
  let browser: Browser;
  let port: string;

  beforeAll(async () => {
    // Chile's sample (small) and the three editions' catalogues, as `npm run seed` loads them.
    server = await startServer(undefined, {}, { scale: 80, plans: 0, editions: true });
    browser = await launchBrowser();
    port = new URL(server.baseUrl).port;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const EDITIONS = [
    { host: 'pe.localhost', siteBase: '2', lang: 'es-PE', country: 'Perú', line: 'SCTR', path: '/Comparar/SCTR' },
    {
      host: 'co.localhost',
      siteBase: '3',
      lang: 'es-CO',
      country: 'Colombia',
      line: 'Medicina Prepagada',
      path: '/Comparar/Medicina-Prepagada',
    },
    {
      host: 'int.localhost',
      siteBase: '4',
      lang: 'es',
      country: 'Internacional',
      line: 'Seguros de Salud Internacionales',
      path: '/Comparar/Seguro-Internacional',
    },
  ];

  it.each(EDITIONS)('$host: home → its comparator line, accessible', async (edition) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    try {
      await gotoHydrated(page, `http://${edition.host}:${port}/`);
      await expect(page.locator('html').getAttribute('data-site-base')).resolves.toBe(edition.siteBase);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(edition.lang);
      await page.locator('h1', { hasText: edition.country }).waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: edition.line, exact: true }).click();
      await page.waitForURL((url) => url.pathname === edition.path, { timeout: patience(20_000) });
      // The comparator's own page, its heading naming the line (the home's heading is gone).
      await page.locator('h1', { hasText: edition.line }).waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  /**
   * Home → the line → the edition's profile form → priced cards in the edition's currency → Solicitar with
   * the edition's identification → the lead, axe-clean on every step (issue 27 "Done when").
   */
  const JOURNEYS: {
    host: string;
    line: string;
    fill(page: Page): Promise<void>;
    price: RegExp;
    id: string;
    idLabel: string;
    phone: string;
    currency: string;
  }[] = [
    {
      host: 'pe.localhost',
      line: 'SCTR',
      async fill(page) {
        await page.getByTestId('profile-employees').fill('12');
        await page.getByTestId('profile-payroll').fill('60.000');
        await page.getByTestId('profile-worktype').selectOption('Construcción');
        await page.getByTestId('profile-sector').selectOption('F45');
      },
      // Soles with two decimals: 'S/ 918,00'.
      price: /^S\/ \d{1,3}(\.\d{3})*,\d{2}$/,
      id: '12345678',
      idLabel: 'DNI o CE',
      phone: '+51 912 345 678',
      currency: 'PEN',
    },
    {
      host: 'co.localhost',
      line: 'Medicina Prepagada',
      async fill(page) {
        await page.getByLabel('Femenino', { exact: true }).first().check();
        await page.getByTestId('profile-age').fill('34');
        await page.getByTestId('profile-eps').selectOption('sura');
        await page.getByTestId('profile-departamento').selectOption('Antioquia');
        await page.getByTestId('open-dependants').click();
        await page.getByTestId('add-carga').click();
        await page.getByTestId('carga-row').first().getByLabel('Edad').fill('36');
        await page.getByTestId('dependants-done').click();
      },
      // Colombian pesos without decimals: '$412.345'.
      price: /^\$\d{1,3}(\.\d{3})+$/,
      id: '87654321',
      idLabel: 'CC o CE',
      phone: '+57 310 123 4567',
      currency: 'COP',
    },
    {
      host: 'int.localhost',
      line: 'Seguros de Salud Internacionales',
      async fill(page) {
        await page.getByTestId('profile-age').fill('40');
        await page.getByTestId('profile-nacionalidad').fill('Chilena');
        await page.getByTestId('profile-pais').fill('Estados Unidos');
      },
      // Dollars by code with the zone's unit: 'USD 1.234,00/USA'.
      price: /^USD \d{1,3}(\.\d{3})*,\d{2}\/(USA|MUNDO)$/,
      id: 'AB12345',
      idLabel: 'Pasaporte o documento de identidad',
      phone: '+1 305 555 0100',
      currency: 'USD',
    },
  ];

  it.each(JOURNEYS)('$host: home → search → priced card → Solicitar, accessible', async (journey) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    try {
      await gotoHydrated(page, `http://${journey.host}:${port}/`);
      await page.getByRole('link', { name: journey.line, exact: true }).click();
      await page.locator('h1', { hasText: journey.line }).waitFor({ timeout: patience(20_000) });
      await page.getByTestId('open-profile').click();
      await page.getByTestId('profile-submit').waitFor({ timeout: patience(20_000) });
      await journey.fill(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('profile-submit').click();

      const priced = page.locator('[data-testid="card-price"][data-exact="true"]');
      await priced.first().waitFor({ timeout: patience(20_000) });
      const amounts = await page.getByTestId('price-amount').allTextContents();
      expect(amounts.length).toBeGreaterThan(0);
      for (const amount of amounts) expect(amount.trim()).toMatch(journey.price);
      expect(await seriousViolations(page)).toEqual([]);

      const card = page.getByTestId('product-card').first();
      const title = (await card.locator('h3').textContent())!.trim();
      await card.getByTestId('card-action').filter({ hasText: 'Solicitar' }).click();
      await page.waitForURL(/\/Solicitar$/, { timeout: patience(20_000) });
      await page.getByTestId('request-product').waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Nombre completo').fill('Lucía Gómez');
      await page.getByLabel(journey.idLabel, { exact: true }).fill(journey.id);
      await page.getByLabel('Correo electrónico', { exact: true }).fill(`lucia.${journey.currency}@correo.com`);
      await page.getByLabel('Teléfono').fill(journey.phone);
      await page.getByLabel('Solo correo electrónico').check();
      await page.getByLabel(/Acepto los términos/).check();
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await page.getByTestId('lead-confirmation').waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);

      const number = Number(await page.getByTestId('lead-number').textContent());
      const [rows] = await server.runtime.sequelize.query('SELECT rut, product_name FROM leads WHERE id = $1', {
        bind: [number],
      });
      const lead = (rows as { rut: string; product_name: string }[])[0]!;
      expect(lead.rut).toBe(journey.id);
      expect(lead.product_name).toContain(title);
    } finally {
      await page.close();
    }
  });

  it('pe.localhost: the company forms ask the employees’ health system and send it to the comparison', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    try {
      // Seguros para Empresas shows the field with the form's options, EsSalud first (the default).
      await gotoHydrated(page, `http://pe.localhost:${port}/Comparar/Empresas`);
      await page.locator('h1', { hasText: 'Seguros para Empresas' }).waitFor({ timeout: patience(20_000) });
      await page.getByTestId('open-profile').click();
      const system = page.getByTestId('profile-sistemaprevisional');
      await system.waitFor({ timeout: patience(20_000) });
      expect(await system.locator('option').allTextContents()).toEqual(['EsSalud', 'EsSalud con EPS', 'Ninguno']);
      await expect(system.inputValue()).resolves.toBe('essalud');
      expect(await seriousViolations(page)).toEqual([]);

      // EPS para Empresas: the value picked goes in the comparison's profile and the cards are priced in PEN.
      await gotoHydrated(page, `http://pe.localhost:${port}/Comparar/EPS/Empresa`);
      await page.locator('h1', { hasText: 'EPS para Empresas' }).waitFor({ timeout: patience(20_000) });
      await page.getByTestId('open-profile').click();
      await page.getByTestId('profile-employees').fill('20');
      await page.getByLabel('Sistema de salud de los empleados').selectOption('essalud-eps');
      const sent = page.waitForRequest(
        (r) =>
          r.url().includes('/api/insurance/compare/metadata') && /sistemaPrevisional/.test(r.postData() ?? r.url()),
        { timeout: patience(20_000) },
      );
      await page.getByTestId('profile-submit').click();
      const body = (await sent).postDataJSON() as { profile: Record<string, unknown> };
      expect(body.profile).toMatchObject({ cantidadEmpleados: 20, sistemaPrevisional: 'essalud-eps' });
      await page
        .getByTestId('price-amount')
        .first()
        .waitFor({ timeout: patience(20_000) });
      for (const amount of await page.getByTestId('price-amount').allTextContents()) {
        expect(amount.trim()).toMatch(/^S\/ \d{1,3}(\.\d{3})*,\d{2}$/);
      }
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  /**
   * Spec 03 §2: each edition's insurer detail shapes. The card's own link (the API's url) is a page of its
   * edition, rendered by the server with the product's heading, and a 404 on another edition's host.
   */
  const DETAILS = [
    { code: 'PECLI10', host: 'pe.localhost', path: /^\/Clinicas\/Clinica-Internacional\/[^/]+-PECLI10$/ },
    { code: 'PEEPS10', host: 'pe.localhost', path: /^\/EPS\/Pacifico\/Planes\/[^/]+-PEEPS10$/ },
    { code: 'PEEPE11', host: 'pe.localhost', path: /^\/EPS\/Rimac\/Planes\/[^/]+-PEEPE11$/ },
    { code: 'PESCTR10', host: 'pe.localhost', path: /^\/Seguros\/Pacifico\/[^/]+-PESCTR10$/ },
    { code: 'COEPS10', host: 'co.localhost', path: /^\/EPS\/[^/]+\/[^/]+-COEPS10$/ },
    { code: 'COMPP10', host: 'co.localhost', path: /^\/Medicina-Prepagada\/[^/]+\/[^/]+-COMPP10$/ },
    { code: 'COMED10', host: 'co.localhost', path: /^\/Medicina-Prepagada\/Emermedica\/[^/]+-COMED10$/ },
    { code: 'INTSI10', host: 'int.localhost', path: /^\/Seguro-Internacional\/[^/]+\/[^/]+-INTSI10$/ },
  ];
  const HOSTS = ['localhost', 'pe.localhost', 'co.localhost', 'int.localhost'];

  it.each(DETAILS)(
    '$host: $code’s detail path is its edition’s shape, 200 with its heading there, 404 elsewhere',
    async (detail) => {
      const app = server.runtime.createHttpApp();
      const product = await request(app)
        .get(`/api/insurance/product/${detail.code}`)
        .set('Host', detail.host)
        .expect(200);
      const { url, displayName, requestUrl } = product.body.data as {
        url: string;
        displayName: string;
        requestUrl: string;
      };
      expect(url).toMatch(detail.path);
      const page = await request(app).get(url).set('Host', detail.host).expect(200);
      // Server-rendered: the product's page with its name as the heading, and the product's own head.
      expect(page.text).toContain(`<h1 id="product-title">${displayName}</h1>`);
      expect(page.text).toMatch(new RegExp(`<title>[^<]*${displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await request(app).get(requestUrl).set('Host', detail.host).expect(200);
      for (const host of HOSTS.filter((h) => h !== detail.host)) {
        await request(app).get(url).set('Host', host).expect(404);
      }
    },
  );

  it('each edition’s home, result list and a product page send at most 10 /api/ requests in the 5 s after load', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const app = server.runtime.createHttpApp();
    const urlOf = async (host: string, code: string) =>
      (
        (await request(app).get(`/api/insurance/product/${code}`).set('Host', host).expect(200)).body.data as {
          url: string;
        }
      ).url;
    const visits: [string, string][] = [
      ['pe.localhost', '/'],
      ['pe.localhost', '/Comparar/SCTR'],
      ['pe.localhost', await urlOf('pe.localhost', 'PEEPS10')],
      ['co.localhost', '/'],
      ['co.localhost', '/Comparar/Medicina-Prepagada'],
      ['co.localhost', await urlOf('co.localhost', 'COMPP10')],
      ['int.localhost', '/'],
      ['int.localhost', '/Comparar/Seguro-Internacional'],
      ['int.localhost', await urlOf('int.localhost', 'INTSI10')],
    ];
    try {
      // Every page in its own tab, opened together; each counts from its load event, then one wait for all.
      const counters = await Promise.all(
        visits.map(async ([host, path]) => {
          const page = await context.newPage();
          const urls: string[] = [];
          let counting = false;
          page.on('request', (r) => {
            const url = new URL(r.url());
            if (counting && url.pathname.startsWith('/api/')) urls.push(`${r.method()} ${url.pathname}`);
          });
          await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'load', timeout: patience(30_000) });
          counting = true;
          return { where: `${host}${path}`, urls, stop: () => (counting = false) };
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      for (const counter of counters) counter.stop();
      const over = counters
        .filter((c) => c.urls.length > 10)
        .map((c) => `${c.where}: ${c.urls.length} (${[...new Set(c.urls)].join(', ')})`);
      expect(over).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('answers each edition its own pages and Chile 404 for theirs', async () => {
    const app = server.runtime.createHttpApp();
    await request(app).get('/Comparar/SCTR').set('Host', 'pe.localhost').expect(200);
    await request(app).get('/Comparar/EPS/Empresa').set('Host', 'pe.localhost').expect(200);
    await request(app).get('/Comparar/Medicina-Prepagada').set('Host', 'co.localhost').expect(200);
    await request(app).get('/Comparar/Seguro-Internacional').set('Host', 'int.localhost').expect(200);
    for (const path of [
      '/Comparar/SCTR',
      '/Comparar/EPS',
      '/Comparar/Medicina-Prepagada',
      '/Comparar/Seguro-Internacional',
    ])
      await request(app).get(path).set('Host', 'localhost').expect(404);
    await request(app).get('/Comparar/Isapres').set('Host', 'co.localhost').expect(404);
    const chile = await request(app).get('/').set('Host', 'localhost').expect(200);
    expect(chile.text).toContain('<html lang="es-CL" data-site-base="1">');
  });

  it('shows the 404 page for another edition’s route on the Chilean host', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    try {
      await page.goto(`http://localhost:${port}/Comparar/SCTR`);
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
