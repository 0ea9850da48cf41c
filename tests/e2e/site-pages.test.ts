/// <reference lib="dom" />
import type { Browser, BrowserContext } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareResponse } from '../../src/modules/catalogue/domain/compare.js';
import { onlineProductCodes } from '../../src/modules/sales/adapters/sales-test-support.js';
import { SITE_ROUTES, matchSiteRoute, routeInEdition } from '../../src/modules/content/domain/site-routes.js';
import { gotoHydrated, hydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';
import { seriousViolations } from './support/accessibility.js';

const ROUTE_IDS = new Set(SITE_ROUTES.map((route) => route.id));
// Parallel tabs: a held tab mostly waits out its 5 s, so eight keep the walk short on a 2-core machine that also runs
// other test files.
const TABS = 8;

interface Visit {
  path: string;
  /** The heading expected (exact text or pattern); otherwise any real heading. */
  heading?: string | RegExp;
  /** Where the page ends after an honest redirect. */
  finalPath?: string;
  /** A page that is a dialog (the referrer gate). */
  dialog?: string;
  /** Held open 5 s after its load, its /api/ requests counted (default): false for a second visit of a kind. */
  hold?: boolean;
}

/** Issue 24: a page that asks the API again and again (a detail page sent 1,492 requests in 5 s). */
const WATCH_MS = 5_000;
const BUDGET = 10;

interface Visited {
  line: string;
  /** /api/ requests sent in the 5 s after the load event (held visits only). */
  requests: number;
  top: string;
}

/**
 * Opens one path and checks it is a real page (a heading that is not a route id, or its dialog); a held visit then
 * stays open until 5 s after its load event, counting the /api/ requests it sends, and must not say "Buscando…".
 */
async function visit(context: BrowserContext, baseUrl: string, target: Visit): Promise<Visited> {
  const page = await context.newPage();
  try {
    let counting = false;
    const urls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (counting && url.pathname.startsWith('/api/')) urls.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load' });
    const loaded = Date.now();
    counting = true;
    let line: string;
    if (target.finalPath)
      await page.waitForURL((url) => url.pathname === target.finalPath, { timeout: patience(20_000) });
    if (target.dialog) {
      await page.getByRole('dialog', { name: target.dialog }).waitFor({ timeout: patience(20_000) });
      line = `${target.path} -> [dialog] ${target.dialog}`;
    } else {
      const heading = page.locator('h1:visible').first();
      await expect
        .poll(async () => ((await heading.count()) > 0 ? (await heading.textContent())!.trim() : ''), {
          timeout: patience(20_000),
        })
        .not.toMatch(/^$|^Buscando…$/);
      const text = (await heading.textContent())!.trim();
      expect(ROUTE_IDS.has(text), `${target.path} is titled with a route id: ${text}`).toBe(false);
      if (target.heading instanceof RegExp) expect(text, target.path).toMatch(target.heading);
      else if (target.heading !== undefined) expect(text, target.path).toBe(target.heading);
      else expect(text, `${target.path} answers the 404 page`).not.toBe('Página no encontrada');
      line = `${target.path} -> ${new URL(page.url()).pathname}: ${text}`;
    }
    if (target.hold === false) return { line, requests: 0, top: '' };
    // Nothing still resolving, and no flood of requests, in the 5 s after the load event.
    await page.waitForTimeout(Math.max(0, WATCH_MS - (Date.now() - loaded)));
    counting = false;
    if (!target.dialog)
      expect(await page.getByText('Buscando…').count(), `${target.path} still says Buscando…`).toBe(0);
    const byUrl = new Map<string, number>();
    for (const url of urls) byUrl.set(url, (byUrl.get(url) ?? 0) + 1);
    const [topUrl, topCount] = [...byUrl].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    return { line, requests: urls.length, top: topUrl ? `${topCount}× ${topUrl}` : '' };
  } finally {
    await page.close();
  }
}

/** Visits in parallel tabs of one context (a held tab mostly waits, so several fit on 2 cores). */
async function visitAll(context: BrowserContext, baseUrl: string, visits: Visit[]): Promise<Visited[]> {
  const queue = [...visits];
  const done: Visited[] = [];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) done.push(await visit(context, baseUrl, next));
    }),
  );
  return done;
}

// Browser journeys on 2 shared cores: a timed-out wait is retried (a real defect fails every attempt).
describe('every page a visitor can reach is real (Chromium, sample catalogue)', { retry: 2 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let health: CompareResponse;
  const cardOf = async (body: object) =>
    (
      (await (
        await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ take: 1, ...body }),
        })
      ).json()) as CompareResponse
    ).data[0]!;

  const firstPlan = async () => {
    const [plan] = await server.runtime.sequelize.query<{ code: string; name: string; isapre: string }>(
      `SELECT p.codigoplan AS code, p.nombreplan AS name, o.url_segment AS isapre FROM isapre_plans p
         JOIN organizations o ON o.id = p.organization_id WHERE p.estadoplan = 'Comercializable' ORDER BY p.id LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    if (!plan) throw new Error('the sample catalogue has no plan');
    return plan;
  };

  beforeAll(async () => {
    server = await startServer(undefined, {}, { scale: 400, plans: 100 });
    browser = await launchBrowser();
    const response = await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        comparator: 'Seguros-de-Salud',
        productType: 'SEGURO SALUD',
        organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
        take: 20,
      }),
    });
    health = (await response.json()) as CompareResponse;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('walks every path of the route table: a real heading, never the route id, nothing left "Buscando…"', async () => {
    const insurer = await cardOf({ organizationType: ['ASEGURADORA'] });
    const isapre = await cardOf({ organizationType: ['ISAPRE'] });
    const clinic = await cardOf({ organizationType: ['CLINICA'] });
    const collective = await cardOf({ organizationType: ['ASEGURADORA'], productType: 'SEGURO COLECTIVO' });
    const slug = (url: string) => url.split('/').pop()!;
    const [online] = await onlineProductCodes(server.runtime);
    if (!online) throw new Error('the sample catalogue has no online product');
    const plan = await firstPlan();
    const visits: Visit[] = [
      { path: '/' },
      { path: '/Comparar/Isapres' },
      { path: '/Comparar/Seguro-Complementario-Empresa-Legacy' },
      { path: '/Comparar/Guardias-old' },
      { path: '/Comparar/Seguros-de-Salud/Cyber-Day' },
      { path: '/Comparar/Seguros-de-Salud' },
      { path: '/Comparar/Seguros-de-Salud/Catastrofico' },
      { path: '/Comparar/Seguros-de-Viaje', heading: /Seguros de Viaje/ },
      { path: '/buscar?q=clinica', heading: /Resultados para/ },
      { path: isapre.url, heading: isapre.displayName },
      { path: `${isapre.url}/Coberturas`, heading: isapre.displayName },
      { path: isapre.requestUrl },
      { path: '/Seguros/MetLife/Colectivos', heading: 'Seguros colectivos de MetLife' },
      { path: insurer.url, heading: insurer.displayName },
      { path: `${insurer.url}/Preguntas-Frecuentes`, heading: insurer.displayName },
      { path: insurer.requestUrl },
      { path: clinic.url, heading: clinic.displayName },
      { path: `${clinic.url}/Cubre-en`, heading: clinic.displayName },
      { path: clinic.requestUrl },
      { path: '/Accidentes-Personales' },
      { path: '/Isapre', heading: 'Isapres de Chile' },
      { path: '/Isapre/Colmena', heading: 'Isapre Colmena' },
      { path: '/Seguros', heading: 'Compañías de seguros' },
      { path: '/Seguros/MetLife', heading: 'MetLife' },
      { path: '/Clinicas-y-Hospitales', heading: 'Clínicas y hospitales' },
      { path: '/Clinicas-y-Hospitales/Clinica-Davila', heading: 'Clínica Dávila' },
      { path: '/Seguros-Empresa' },
      { path: `/Seguro-Complementario-Empresa/MetLife/${slug(collective.url)}`, heading: collective.displayName },
      { path: '/Consulta-RUT-Empresa', finalPath: '/Comparar/Seguros-de-Salud' },
      { path: '/contacto' },
      { path: '/portal-clientes', heading: 'Bienvenido al Portal Clientes' },
      { path: '/portal-personas', heading: 'Portal Personas' },
      { path: '/Partners-y-Alianzas', heading: 'Partners y Alianzas' },
      { path: '/Sitemap-Products', heading: 'Mapa de seguros' },
      { path: '/Seguros-de-Salud', heading: 'Seguros de Salud' },
      { path: '/Tu-Mejor-Plan', heading: 'Tu Mejor Plan' },
      { path: '/Guardias' },
      { path: '/Feedback' },
      { path: '/wizard/seguros-de-salud', heading: 'Encuentra tu seguro de salud ideal' },
      { path: '/QP-Blog', heading: 'Blog de seguros' },
      { path: '/QP-Blog/Seguros-de-Salud', heading: 'Seguros de salud' },
      { path: '/QP-Blog/Seguros-de-Salud/CyberDay', heading: 'Cyber Day: seguros de salud con descuento' },
      { path: '/Cotizar', heading: 'Cotiza tu seguro de salud' },
      { path: '/Terminos-y-Condiciones', heading: 'Términos y Condiciones' },
      // Issue 30's named pages and tools (spec 02 §2.1).
      { path: '/Que-es-QuePlan', heading: '¿Qué es QuePlan?' },
      { path: '/Suscripcion-QP', heading: 'Suscripción QP' },
      { path: '/Rescate-Seguro-de-Vida-con-Ahorro', heading: 'Rescate de tu seguro de vida con ahorro' },
      { path: '/Trabaja-con-QuePlan', heading: 'Trabaja con QuePlan' },
      { path: '/Practicas-QuePlan', heading: 'Prácticas profesionales en QuePlan' },
      { path: '/Referidos-QuePlan', heading: 'Refiere a QuePlan' },
      { path: '/Planes-Empresa-QuePlan', heading: 'Planes para empresas' },
      { path: '/v1', heading: 'Generador de perfil' },
      { path: '/preview', heading: 'Vista previa' },
      { path: '/chatbot/comparador-es', heading: 'Prueba del chat: comparador' },
      { path: '/landing', heading: 'Enlace no válido' },
      { path: '/Seguros-Comunidad-Educativa', heading: 'Seguros Comunidad Educativa' },
      { path: '/Seguros-de-Viaje', heading: 'Seguros de Viaje' },
      { path: '/Seguros-de-Vida' },
      { path: '/Comparar-Planes' },
      { path: '/ref', dialog: 'Correo Asesor' },
      { path: '/url/no-existe', heading: 'El enlace compartido no existe o ya no está disponible.' },
      {
        path: '/login?loginError=SESSION_EXPIRED&referrer=%2Fleads',
        finalPath: '/admin/',
        heading: 'Back-office del comparador',
      },
      { path: '/not-found', heading: 'Página no encontrada' },
      // Pages whose behaviour other files test (sales: Compra-Online; isapre plans): walked here for the heading
      // and the request budget.
      { path: `/Compra-Online/${online}` },
      { path: `/Isapre/${plan.isapre}/Planes` },
      { path: `/Isapre/${plan.isapre}/Planes/${plan.code}`, heading: plan.name },
      { path: `/Isapre/${plan.isapre}/Planes/${plan.code}/Solicitar` },
      { path: `/planSI/R/${plan.code}` },
      { path: '/landing?url=/Seguros', finalPath: '/Seguros', heading: 'Compañías de seguros' },
    ];
    // Every Chilean route of the table has a visit here: a new route needs one.
    // The other editions' routes are walked on their hosts (site-editions.test.ts).
    const walked = new Set(visits.map((v) => matchSiteRoute(v.path.split('?')[0]!)?.route.id));
    const missing = SITE_ROUTES.filter((route) => routeInEdition(route, 1) && !walked.has(route.id)).map(
      (route) => route.id,
    );
    expect(missing).toEqual([]);

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const results = await visitAll(context, server.baseUrl, visits);
    console.warn(
      `walked ${results.length} paths (/api/ requests in ${WATCH_MS / 1000} s after load, page):\n` +
        results
          .map((r) => `${String(r.requests).padStart(5)}  ${r.line}  ${r.top}`)
          .sort()
          .join('\n'),
    );
    // No page floods the API (issue 24).
    expect(results.filter((r) => r.requests > BUDGET).map((r) => `${r.line}: ${r.requests} (${r.top})`)).toEqual([]);
    await context.close();
  }, 300_000);

  it("opens every card's url of a sample comparison page on the product's own page", async () => {
    expect(health.data.length).toBe(20);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const results = await visitAll(
      context,
      server.baseUrl,
      // Product pages were held and counted in the walk: here only that each card's url is its product's page.
      health.data.map((card) => ({ path: card.url, heading: card.displayName, hold: false })),
    );
    expect(results).toHaveLength(20);
    await context.close();
  }, 300_000);

  it("Solicitar opened by its address names the catalogue's product (found by the code that ends the slug) or plan", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const healthLine = { comparator: 'Seguros-de-Salud', productType: 'SEGURO SALUD' };
    for (const card of [
      await cardOf({ ...healthLine, organizationType: ['ASEGURADORA'] }),
      await cardOf({ ...healthLine, organizationType: ['ISAPRE'] }),
    ]) {
      await page.goto(`${server.baseUrl}${card.requestUrl}`);
      await expect
        .poll(() => page.getByTestId('request-product').locator('strong').textContent())
        .toBe(card.displayName);
    }
    const plan = await firstPlan();
    await page.goto(`${server.baseUrl}/Isapre/${plan.isapre}/Planes/${plan.code}/Solicitar`);
    await expect.poll(() => page.getByTestId('request-product').locator('strong').textContent()).toBe(plan.name);
    await page.close();
  }, 60_000);

  it('a product page: tabs as addresses, the home tab to Preguntas-Frecuentes, an unavailable product to Solicitar; axe clean', async () => {
    const card = health.data[0]!;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}${card.url}`);
    await page.getByRole('heading', { level: 1, name: card.displayName }).waitFor();
    expect(await page.getByTestId('product-price').textContent()).toMatch(/\$|UF|Consultar/);
    expect(await page.getByTestId('product-solicitar').count()).toBe(1);
    await page.getByRole('link', { name: 'Coberturas' }).click();
    await page.waitForURL(`**${card.url}/Coberturas`);
    await page.getByRole('heading', { level: 2, name: 'Coberturas' }).waitFor();
    expect(await page.locator('.coverage-table th', { hasText: 'Fonasa' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'site-product-coverages-desktop');
    await page.getByRole('link', { name: 'Ofertas' }).click();
    await page.getByRole('heading', { name: 'Oferta de pago en línea' }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]', { hasText: 'Cargando' }).count()).toBe(0);

    // The payment offer of spec 01 §7: 200 shows its data, 204 says there is none.
    const offered = health.data.find((item) => item.insuranceMetadata.hasOffer)!;
    expect(offered, 'a product with a payment offer in the sample').toBeDefined();
    const answer = page.waitForResponse((response) => response.url().includes('/api/qppayment/insurance-payment/'));
    await page.goto(`${server.baseUrl}${offered.url}/Ofertas`);
    const status = (await answer).status();
    expect([200, 204]).toContain(status);
    await (
      status === 200 ? page.getByTestId('payment-offer') : page.getByText('Sin oferta de pago en línea.')
    ).waitFor();

    await page.goto(`${server.baseUrl}${card.url}/Inicio`);
    await page.waitForURL(`**${card.url}/Preguntas-Frecuentes`);
    await page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' }).waitFor();

    // The price for the stored profile (calculatePrice), instead of the 'Desde' reference.
    const stored = {
      values: {
        productType: 'SEGURO SALUD',
        country: 'chile',
        cotizante: { sexo: 'Masculino', edad: '40', ingreso: '' },
      },
      profile: { cotizante: [{ sexo: 'Masculino', edad: 40 }], cargas: [{ edad: 8 }] },
      ingresodatos: true,
      savedAt: new Date().toISOString(),
    };
    await page.evaluate(`localStorage.setItem('perfil-chile', ${JSON.stringify(JSON.stringify(stored))})`);
    await page.goto(`${server.baseUrl}${card.url}`);
    await page.getByRole('heading', { level: 2, name: 'Precio para tu perfil' }).waitFor();
    expect(await page.getByTestId('product-price').textContent()).toMatch(/^(\$|UF|USD)/);
    await page.evaluate(() => localStorage.removeItem('perfil-chile'));

    // From the result list's detail modal to the product's page.
    await gotoHydrated(page, `${server.baseUrl}/Comparar/Seguros-de-Salud`);
    await page.locator('[data-testid="cards"][data-complete="true"]').waitFor({ state: 'attached' });
    const first = page.getByTestId('product-card').first();
    const name = (await first.locator('.card-title').textContent())!.trim();
    await first.getByRole('button', { name: /Ver detalle/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Abrir página del seguro' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    const gone = card.url.replace(/-[^-/]+$/, '-QPS999999');
    await page.goto(`${server.baseUrl}${gone}/Coberturas`);
    await page.waitForURL(`**${gone}/Solicitar`);
    await page.close();
  }, 120_000);

  it('axe finds nothing serious on the organization, search, content, wizard and portal pages', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    for (const [path, heading] of [
      ['/Isapre', 'Isapres de Chile'],
      ['/Clinicas-y-Hospitales/Clinica-Davila', 'Clínica Dávila'],
      ['/buscar?q=davila', 'Resultados para “davila”'],
      ['/QP-Blog/Seguros-de-Salud/CyberDay', 'Cyber Day: seguros de salud con descuento'],
      ['/Terminos-y-Condiciones', 'Términos y Condiciones'],
      ['/wizard/seguros-de-salud', 'Encuentra tu seguro de salud ideal'],
      ['/portal-clientes', 'Bienvenido al Portal Clientes'],
      ['/Sitemap-Products', 'Mapa de seguros'],
    ] as const) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await screenshot(page, 'site-sitemap-products-desktop');
    await page.close();
  }, 120_000);

  it('the wizard leads to a filtered comparison; Consulta-RUT-Empresa opens for a company user', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}/wizard/seguros-de-salud`);
    await page.getByTestId('wizard-next').click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel(/Gastos muy altos/).check();
    await page.getByTestId('wizard-next').click();
    await page.getByLabel('Isapre', { exact: true }).check();
    await page.getByTestId('wizard-next').click();
    await page.getByLabel('Pagar lo menos posible').check();
    await page.getByTestId('wizard-next').click();
    await page.waitForURL('**/Comparar/Seguros-de-Salud/Catastrofico?prevision=Isapre&orden=lowerPrice');
    await page.locator('[data-testid="cards"][data-complete="true"]').waitFor({ state: 'attached' });

    await page.evaluate(() =>
      localStorage.setItem(
        'backoffice.session',
        JSON.stringify({ refreshExpiresAt: Date.now() + 3_600_000, user: { roles: ['ADMIN_CLIENT_QPCLIENTS'] } }),
      ),
    );
    await gotoHydrated(page, `${server.baseUrl}/Consulta-RUT-Empresa`);
    await page.getByRole('heading', { level: 1, name: 'Consulta RUT Empresa' }).waitFor();
    await page.getByLabel('RUT de la empresa').fill('76.086.428-5');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByRole('status').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('reads the menu from GET /api/menu and shows the danger text when it fails', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const menuCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/menu');
    await gotoHydrated(page, `${server.baseUrl}/`);
    expect((await menuCall).status()).toBe(200);
    await page.getByRole('button', { name: /Seguros de Salud/ }).waitFor();

    const broken = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await broken.route('**/api/menu', (route) => route.fulfill({ status: 503, body: '{}' }));
    await broken.goto(`${server.baseUrl}/`);
    await broken
      .getByTestId('site-header')
      .getByText('Ups! algo salió mal.')
      .waitFor({ timeout: patience(20_000) });
    expect(await broken.getByTestId('site-header').getAttribute('data-menu-error')).toBe('true');
    await broken.close();
    await page.close();
  }, 60_000);
});
