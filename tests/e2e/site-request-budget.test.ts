import type { Browser, BrowserContext } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareResponse } from '../../src/modules/catalogue/domain/compare.js';
import { onlineProductCodes } from '../../src/modules/sales/adapters/sales-test-support.js';
import { SITE_ROUTES, matchSiteRoute, routeInEdition } from '../../src/modules/content/domain/site-routes.js';
import { launchBrowser, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** Issue 24: a page that asks the API again and again (a detail page sent 1,492 requests in 5 s). */
const WATCH_MS = 5_000;
const BUDGET = 10;
const TABS = 4;

interface Count {
  kind: string;
  path: string;
  requests: number;
  top: string;
}

/** Opens a path, waits for its load event, then counts the /api/ requests it sends in the next 5 s. */
async function countRequests(context: BrowserContext, baseUrl: string, kind: string, path: string): Promise<Count> {
  const page = await context.newPage();
  try {
    let counting = false;
    const urls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (counting && url.pathname.startsWith('/api/')) urls.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    counting = true;
    await page.waitForTimeout(WATCH_MS);
    counting = false;
    const byUrl = new Map<string, number>();
    for (const url of urls) byUrl.set(url, (byUrl.get(url) ?? 0) + 1);
    const [topUrl, topCount] = [...byUrl].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    return { kind, path, requests: urls.length, top: topUrl ? `${topCount}× ${topUrl}` : '' };
  } finally {
    await page.close();
  }
}

describe('no page of the site floods the API (issue 24)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(undefined, {}, { scale: 200, plans: 60 });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cardOf = async (body: object) => {
    const response = await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ comparator: 'Seguros-de-Salud', productType: 'SEGURO SALUD', take: 1, ...body }),
    });
    const card = ((await response.json()) as CompareResponse).data[0];
    if (!card) throw new Error(`no card for ${JSON.stringify(body)}`);
    return card;
  };
  const firstPlan = async () => {
    const [plan] = await server.runtime.sequelize.query<{ code: string; name: string; isapre: string }>(
      `SELECT p.codigoplan AS code, p.nombreplan AS name, o.url_segment AS isapre FROM isapre_plans p
         JOIN organizations o ON o.id = p.organization_id WHERE p.estadoplan = 'Comercializable' ORDER BY p.id LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    if (!plan) throw new Error('the sample catalogue has no plan');
    return plan;
  };

  it("Solicitar opened by its address names the catalogue's product (found by the code that ends the slug) or plan", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    for (const card of [
      await cardOf({ organizationType: ['ASEGURADORA'] }),
      await cardOf({ organizationType: ['ISAPRE'] }),
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

  it(`one path of every route kind sends at most ${BUDGET} /api/ requests in the ${WATCH_MS / 1000} s after its load`, async () => {
    const insurer = await cardOf({ organizationType: ['ASEGURADORA'] });
    const isapre = await cardOf({ organizationType: ['ISAPRE'] });
    const clinic = await cardOf({ organizationType: ['CLINICA'] });
    const collective = await cardOf({ organizationType: ['ASEGURADORA'], productType: 'SEGURO COLECTIVO' });
    const [online] = await onlineProductCodes(server.runtime);
    const plan = await firstPlan();
    if (!online) throw new Error('the sample catalogue has no online product');
    const slug = (url: string) => url.split('/').pop()!;
    const visits: [string, string][] = [
      ['home', '/'],
      ['result list', '/Comparar/Seguros-de-Salud'],
      ['result list by type', '/Comparar/Seguros-de-Salud/Catastrofico'],
      ['result list legacy', '/Comparar/Seguro-Complementario-Empresa-Legacy'],
      ['result list old', '/Comparar/Guardias-old'],
      ['cyber day', '/Comparar/Seguros-de-Salud/Cyber-Day'],
      ['isapre comparator', '/Comparar/Isapres'],
      ['compare', '/Comparar-Planes'],
      ['search', '/buscar?q=clinica'],
      ['product detail (insurer)', insurer.url],
      ['product detail tab', `${insurer.url}/Coberturas`],
      ['isapre complemento', isapre.url],
      ['clinic product', clinic.url],
      ['collective plan', `/Seguro-Complementario-Empresa/MetLife/${slug(collective.url)}`],
      ['solicitar (insurer)', insurer.requestUrl],
      ['solicitar (isapre)', isapre.requestUrl],
      ['solicitar (clinic)', clinic.requestUrl],
      ['isapre plans list', `/Isapre/${plan.isapre}/Planes`],
      ['isapre plan detail', `/Isapre/${plan.isapre}/Planes/${plan.code}`],
      ['isapre plan solicitar', `/Isapre/${plan.isapre}/Planes/${plan.code}/Solicitar`],
      ['plan SI', `/planSI/R/${plan.code}`],
      ['isapre index', '/Isapre'],
      ['isapre page', '/Isapre/Colmena'],
      ['insurer index', '/Seguros'],
      ['insurer page', '/Seguros/MetLife'],
      ['insurer collectives', '/Seguros/MetLife/Colectivos'],
      ['clinic index', '/Clinicas-y-Hospitales'],
      ['clinic page', '/Clinicas-y-Hospitales/Clinica-Davila'],
      ['landing', '/Accidentes-Personales'],
      ['landing guardias', '/Guardias'],
      ['landing vida', '/Seguros-de-Vida'],
      ['landing empresa', '/Seguros-Empresa'],
      ['consulta rut', '/Consulta-RUT-Empresa'],
      ['contacto', '/contacto'],
      ['portal clientes', '/portal-clientes'],
      ['content partners', '/Partners-y-Alianzas'],
      ['content salud', '/Seguros-de-Salud'],
      ['content mejor plan', '/Tu-Mejor-Plan'],
      ['content cotizar', '/Cotizar'],
      ['content terminos', '/Terminos-y-Condiciones'],
      ['content educativa', '/Seguros-Comunidad-Educativa'],
      ['content viaje', '/Seguros-de-Viaje'],
      ['sitemap', '/Sitemap-Products'],
      ['feedback', '/Feedback'],
      ['wizard', '/wizard/seguros-de-salud'],
      ['blog', '/QP-Blog/Seguros-de-Salud'],
      ['compra online', `/Compra-Online/${online}`],
      ['ref', '/ref'],
      ['shared link', '/url/no-existe'],
      ['login', '/login'],
      ['not found', '/not-found'],
      ['what is', '/Que-es-QuePlan'],
      ['subscription area', '/Suscripcion-QP'],
      ['life savings rescue', '/Rescate-Seguro-de-Vida-con-Ahorro'],
      ['jobs', '/Trabaja-con-QuePlan'],
      ['internships', '/Practicas-QuePlan'],
      ['referrals', '/Referidos-QuePlan'],
      ['company plans', '/Planes-Empresa-QuePlan'],
      ['profile generator', '/v1'],
      ['preview', '/preview'],
      ['chatbot', '/chatbot/comparador-es'],
      ['landing url', '/landing?url=/Seguros'],
      ['portal personas', '/portal-personas'],
    ];
    // Every route of the table has a visit here: a new route needs one.
    const walked = new Set(visits.map(([, path]) => matchSiteRoute(path.split('?')[0]!)?.route.id));
    // (Chile's routes: the other editions' are opened on their hosts by site-editions.test.ts.)
    expect(
      SITE_ROUTES.filter((route) => routeInEdition(route, 1) && !walked.has(route.id)).map((route) => route.id),
    ).toEqual([]);

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const queue = [...visits];
    const counts: Count[] = [];
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          counts.push(await countRequests(context, server.baseUrl, next[0], next[1]));
      }),
    );
    await context.close();
    console.warn(
      `/api/ requests in ${WATCH_MS / 1000} s after load:\n` +
        counts.map((c) => `${String(c.requests).padStart(5)}  ${c.kind}  ${c.path}  ${c.top}`).join('\n'),
    );
    expect(
      counts.filter((c) => c.requests > BUDGET).map((c) => `${c.kind} ${c.path}: ${c.requests} (${c.top})`),
    ).toEqual([]);
  }, 240_000);
});
