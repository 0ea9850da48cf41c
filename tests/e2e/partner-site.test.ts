import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNERS,
  type CreatePartner,
  type ResolvePartnerSite,
  type UpdatePartner,
} from '../../src/modules/partners/index.js';
import { emptyProfileValues, validateProfileValues } from '../../src/modules/profile/domain/profile-values.js';
import { gotoHydrated, launchBrowser, reloadHydrated, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const HEALTH = '/Comparar/Seguros-de-Salud';

describe('partner sub-domains, embedding, pseudo-login, internal traffic and experiments in Chromium (issue 14)', () => {
  let server: RunningServer;
  let browser: Browser;
  let demoUrl: string;
  let clinicaUrl: string;

  beforeAll(async () => {
    server = await startServer(undefined, {}, { scale: 600, plans: 0 });
    browser = await launchBrowser();
    demoUrl = server.baseUrl.replace('127.0.0.1', 'demo.localhost');
    clinicaUrl = server.baseUrl.replace('127.0.0.1', 'clinica.localhost');
    // The example host page is served by this server: its origin must be one of demo's authorized URLs
    // (the sample lists http://localhost:3000, the development server).
    const sites = server.runtime.container.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite);
    const demo = (await sites.byCodeOf('demo'))!;
    await server.runtime.container
      .get<UpdatePartner>(PARTNERS.UpdatePartner)
      .execute(
        demo.id,
        { config: { ...demo.config, allowedUrls: [...demo.config.allowedUrls, server.baseUrl] } },
        { id: 0, permissions: ['partner:read', 'partner:create', 'partner:update'] },
      );
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const warningsOf = (page: Page) => {
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    return warnings;
  };

  it('goes from the root to the health comparison with the partner banner, colours, SEO title and only its insurers', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${demoUrl}/`);
    await page.waitForURL(/\/Comparar\/Seguros-de-Salud$/);
    const banner = page.getByTestId('partner-banner');
    await banner.waitFor({ timeout: patience(30_000) });
    expect(await banner.textContent()).toContain('Seguros de salud para socios Demo');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()),
    ).toBe('#f97316');
    await page.waitForFunction(() => document.title === 'Comparador de seguros Socio Demo', undefined, {
      timeout: patience(15_000),
    });
    // Only the two insurers the partner allows (the server filters; the cards show what it answered).
    const cards = page.getByTestId('card-action');
    await cards.first().waitFor({ timeout: patience(30_000) });
    const organizations = await page.evaluate(async () => {
      const response = await fetch('/api/insurance/compare/metadata', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'], take: 100 }),
      });
      const body = (await response.json()) as { data: { organization: { organizationCode: string } }[] };
      return [...new Set(body.data.map((c) => c.organization.organizationCode))].sort();
    });
    expect(organizations).toEqual(['ASE-CONSORCIO', 'ASE-METLIFE']);
    // Every card on the page belongs to one of them (logo text or image alt).
    const shown = await page.getByTestId('product-card').evaluateAll((cards) =>
      cards.map((card) => {
        const logo = card.querySelector('.card-logo');
        return logo?.getAttribute('alt') ?? logo?.textContent ?? '';
      }),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect([...new Set(shown)].every((name) => ['MetLife', 'Consorcio'].includes(name))).toBe(true);
    // The partner's contract buttons (the main site's colour test does not apply on a partner's site).
    expect(await cards.first().evaluate((el) => getComputedStyle(el.closest('.button')!).backgroundColor)).toBe(
      'rgb(249, 115, 22)',
    );
    // The partner's hosted footer instead of the site's (sanitised HTML from its configuration).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.getByTestId('partner-hosted-footer');
    await footer.waitFor({ timeout: patience(15_000) });
    expect(await footer.textContent()).toContain('Socio Demo');
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    await screenshot(page, 'partner-demo-desktop');
    await page.close();
  }, 120_000);

  it("writes the partner's SEO head into the HTML the server sends", async () => {
    const html = (await request(server.baseUrl).get(HEALTH).set('Host', new URL(demoUrl).host)).text;
    expect(html).toContain('<title>Comparador de seguros Socio Demo</title>');
    expect(html).toContain(
      '<meta name="description" content="Compara los seguros de salud que ofrece Socio Demo (sitio de ejemplo)." />',
    );
    expect(html).toContain('<meta property="og:title" content="Comparador de seguros Socio Demo"');
    expect(html).toContain('<meta name="author" content="Socio Demo"');
    const main = (await request(server.baseUrl).get(HEALTH)).text;
    expect(main).not.toContain('Socio Demo');
    // Every page carries the flag definitions: the browser computes its variants without an API call.
    expect(main).toMatch(/<script type="application\/json" id="feature-flag-definitions">\[.*"TESTABCLUSTER"/);
  });

  it('shows the comparator inside the example host page, without the site header, with its colours and footer', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/ejemplos/sitio-socio?socio=demo`);
    await page.getByTestId('host-header').waitFor();
    const frame = page.frameLocator('iframe[title="Comparador de seguros"]');
    await frame
      .getByTestId('card-action')
      .first()
      .waitFor({ timeout: patience(60_000) });
    expect(await frame.getByTestId('partner-banner').textContent()).toContain('Seguros de salud para socios Demo');
    expect(await frame.getByTestId('site-header').count()).toBe(0);
    const inFrame = page.frames().find((f) => f.url().startsWith(demoUrl))!;
    expect(inFrame.url()).toContain('/Comparar/Seguros-de-Salud?IFRAME_AUTH=');
    expect(await inFrame.evaluate(() => window.self !== window.top)).toBe(true);
    await screenshot(page, 'partner-embedded-authorized');
    // A full page load inside the frame without the query (a reload of the frame, a payment provider's
    // return) stays authorized: the server kept the token in the frame's partitioned cookie.
    await inFrame.evaluate(() => {
      window.location.href = '/Comparar/Seguros-de-Salud';
    });
    await frame
      .getByTestId('card-action')
      .first()
      .waitFor({ timeout: patience(60_000) });
    const reloaded = page.frames().find((f) => f.url().startsWith(demoUrl))!;
    expect(reloaded.url()).not.toContain('IFRAME_AUTH');
    expect(await frame.getByTestId('partner-banner').textContent()).toContain('Seguros de salud para socios Demo');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('keeps an unauthorized frame blank: the server answers nothing, and so does the site in the browser', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.baseUrl}/ejemplos/sitio-socio?socio=demo&token=otro`);
    await page.getByTestId('host-header').waitFor();
    const frameOf = async () => {
      await expect.poll(() => page.frames().some((f) => f.url().startsWith(demoUrl))).toBe(true);
      const frame = page.frames().find((f) => f.url().startsWith(demoUrl))!;
      await frame.waitForLoadState('load');
      return frame;
    };
    const blank = await frameOf();
    expect(await blank.evaluate(() => document.body.innerHTML.trim())).toBe('');
    expect(await blank.evaluate(() => document.querySelectorAll('script').length)).toBe(0);
    await screenshot(page, 'partner-embedded-unauthorized');
    await page.close();

    // Without the server's check (a browser that does not say it loads a frame), the site itself decides:
    // the token names no partner, so the page stays blank and logs the spec's warning.
    const second = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const warnings = warningsOf(second);
    await second.route(`${demoUrl}/Comparar/**`, async (route) => {
      // Fetched by Playwright itself (the browser always sends Sec-Fetch-Dest), then handed to the frame.
      // (Node does not resolve *.localhost: the same server by its address, with the partner's Host.)
      const headers: Record<string, string> = { ...route.request().headers(), host: new URL(demoUrl).host };
      delete headers['sec-fetch-dest'];
      const url = route.request().url().replace(demoUrl, server.baseUrl);
      await route.fulfill({ response: await route.fetch({ url, headers }) });
    });
    await second.goto(`${server.baseUrl}/ejemplos/sitio-socio?socio=demo&token=otro`);
    const frame = second.frames().find((f) => f.url().startsWith(demoUrl)) ?? (await frameOfPage(second, demoUrl));
    await frame.waitForFunction(
      () => document.querySelector('[data-testid="embed-blank"]')?.getAttribute('data-embed') === 'denied',
      undefined,
      { timeout: patience(60_000) },
    );
    expect(await frame.evaluate(() => document.querySelector('[data-testid="product-card"], .site-header'))).toBeNull();
    await expect.poll(() => warnings.some((w) => w.includes('Acceso presuntamente no autorizado'))).toBe(true);
    await second.close();
  }, 120_000);

  it('sends the first visit of a pseudo-login partner to /ref once, with the advisor e-mail required', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${clinicaUrl}/`);
    await page.waitForURL(/\/ref\?pseudoLogin=1$/, { timeout: patience(60_000) });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: patience(30_000) });
    expect(await dialog.getByRole('button', { name: 'Cerrar', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'partner-pseudo-login');
    // Leaving /ref without typing: the visitor is not sent back (once).
    await page.goto(`${clinicaUrl}${HEALTH}`);
    await page.getByTestId('partner-banner').waitFor({ timeout: patience(30_000) });
    await page
      .getByTestId('card-action')
      .first()
      .waitFor({ timeout: patience(60_000) });
    expect(new URL(page.url()).pathname).toBe(HEALTH);
    // Clinics are hidden on this partner.
    const types = await page.evaluate(async () => {
      const response = await fetch('/api/insurance/compare/metadata', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationType: ['ASEGURADORA', 'CLINICA'], take: 100 }),
      });
      const body = (await response.json()) as { data: { organization: { organizationType: string } }[] };
      return [...new Set(body.data.map((c) => c.organization.organizationType))];
    });
    expect(types).not.toContain('CLINICA');
    await context.close();

    // A visitor who types an e-mail there goes on to the comparison and is not asked again.
    const other = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const visitor = await other.newPage();
    await gotoHydrated(visitor, `${clinicaUrl}${HEALTH}`);
    await visitor.waitForURL(/\/ref\?pseudoLogin=1$/, { timeout: patience(60_000) });
    await visitor.getByLabel('Correo electrónico del asesor').fill('nadie@correo.cl');
    await visitor.getByRole('button', { name: 'Siguiente' }).click();
    await visitor.getByTestId('advisor-not-found').waitFor({ timeout: patience(30_000) });
    await visitor.getByTestId('advisor-not-found').getByRole('button').click();
    await visitor.waitForURL(new RegExp(`${HEALTH}$`), { timeout: patience(30_000) });
    await visitor.reload();
    await visitor.getByTestId('partner-banner').waitFor({ timeout: patience(30_000) });
    expect(new URL(visitor.url()).pathname).toBe(HEALTH);
    await other.close();
  }, 180_000);

  it('records the experiments a visitor saw and paints the contract buttons with its color-contratar colour', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const experimentCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/experiments')) experimentCalls.push(`${req.method()} ${req.url()}`);
    });
    await page.goto(`${server.baseUrl}${HEALTH}`);
    await page
      .getByTestId('card-action')
      .first()
      .waitFor({ timeout: patience(60_000) });
    // The card comes with the server's HTML; the site's script (started after the first paint) stores the visitor.
    const visitor = (await (
      await page.waitForFunction(() => localStorage.getItem('visitorId'), undefined, { timeout: patience(15_000) })
    ).jsonValue()) as string;
    const visitorId = (JSON.parse(visitor) as { id: string }).id;
    const flags = (await request(server.baseUrl).get('/api/experiments').query({ visitorId })).body.data;
    await page.waitForFunction(
      (variant) => document.documentElement.getAttribute('data-exp-testabcluster') === variant,
      flags.experiments.TESTABCLUSTER as string,
      { timeout: patience(15_000) },
    );
    const exposuresOf = () =>
      server.runtime.sequelize.query<{ experiment: string; variant: string }>(
        'SELECT experiment, variant FROM experiment_exposures WHERE visitor_id = $1 ORDER BY experiment',
        { bind: [visitorId], type: QueryTypes.SELECT },
      );
    // No call while the page is shown (its API budget); the exposures leave with the page (a beacon).
    await page.waitForLoadState('networkidle');
    expect(experimentCalls).toEqual([]);
    const button = page.getByTestId('card-action').first();
    const background = await button.evaluate((el) => getComputedStyle(el.closest('.button')!).backgroundColor);
    const attribution = await page.evaluate(() => localStorage.getItem('leadAttribution') ?? '[]');
    await page.goto('about:blank');
    // The beacon leaves with the unloading page, unseen by its request events (the `.every` over those calls
    // that stood here checked an empty list): the three exposures stored are the proof it arrived.
    await expect.poll(async () => (await exposuresOf()).length).toBe(3);
    const rows = await exposuresOf();
    expect(Object.fromEntries(rows.map((r) => [r.experiment, r.variant]))).toEqual(flags.experiments);
    const expected = { '#0b4f8a': 'rgb(11, 79, 138)', '#c2410c': 'rgb(194, 65, 12)' }[
      flags.flags['color-contratar'] as '#0b4f8a' | '#c2410c'
    ];
    expect(background).toBe(expected);
    // Leads carry the partner and variants: the attribution list the leads feature sends names them.
    expect(attribution).toContain(visitorId);
    expect(attribution).toContain(`"TESTABCLUSTER":"${flags.experiments.TESTABCLUSTER}"`);
    await page.close();
  }, 120_000);

  it('shows the internal-traffic tab: its switches for a company referrer, the two copy links and the ponderation', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const page = await context.newPage();
    const forced: string[] = [];
    const internalPosts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/') && req.url().includes('forceRefresh=1')) forced.push(req.url());
      if (req.method() === 'POST' && req.headers()['x-internal-traffic'] === 'true') internalPosts.push(req.url());
    });
    await gotoHydrated(page, `${server.baseUrl}${HEALTH}?aseguradora=ASE-METLIFE&internal-traffic=true`);
    const tab = page.getByTestId('internal-tab');
    await tab.waitFor({ timeout: patience(30_000) });
    const toggle = tab.getByRole('button', { name: 'Tráfico Interno' });
    await toggle.click();
    expect(await tab.getByTestId('internal-switches-hidden').count()).toBe(1);

    await tab.getByRole('button', { name: 'Copiar enlace de la lista' }).click();
    await tab.getByTestId('internal-message').waitFor();
    const list = await page.evaluate(() => navigator.clipboard.readText());
    expect(list).toBe(`${server.baseUrl}${HEALTH}?aseguradora=ASE-METLIFE`);
    await tab.getByRole('button', { name: 'Copiar enlace del comparador' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${server.baseUrl}${HEALTH}?aseguradora=ASE-METLIFE&vista=grid`);
    await screenshot(page, 'internal-traffic-tab');

    // Internal traffic forces fresh data.
    expect(forced.length).toBeGreaterThan(0);

    // A company referrer whose e-mail the staff member types: the tab shows its name and the switches.
    await page.evaluate(() =>
      localStorage.setItem(
        'referido',
        JSON.stringify({ name: 'Ana Interna', email: 'ana@comparador.local', initialDate: new Date().toISOString() }),
      ),
    );
    await reloadHydrated(page);
    await tab.getByRole('button', { name: 'Ana Interna' }).click();
    await tab.getByLabel('Tu correo de la empresa').fill('ANA@comparador.local');
    await tab.getByRole('button', { name: 'Confirmar' }).click();
    const force = tab.getByRole('switch', { name: /Forzar datos frescos/ });
    await force.waitFor();
    expect(await force.isChecked()).toBe(true);
    await tab.getByRole('switch', { name: /Mostrar variantes/ }).check();
    await tab.getByTestId('internal-experiments').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('internal-toggles')!))).toMatchObject({
      'show-experiments': true,
    });

    // The ponderation: 0 to 1 only; applied, the comparison asks the server with it.
    const ponderer = tab.getByLabel('Ponderación (0 a 1)');
    await ponderer.fill('1.5');
    await tab.getByRole('button', { name: 'Aplicar' }).click();
    expect(await tab.getByRole('alert').textContent()).toBe('La ponderación debe ser un número entre 0 y 1.');
    const sent = page.waitForRequest(
      (req) =>
        req.url().includes('/api/insurance/compare/metadata') && req.postData()?.includes('"ponderer":1') === true,
      { timeout: patience(60_000) },
    );
    await ponderer.fill('1');
    await tab.getByRole('button', { name: 'Aplicar' }).click();
    const response = await (await sent).response();
    const cards = ((await response!.json()) as { data: { price: { amountClp: number | null } }[] }).data;
    const prices = cards.map((c) => c.price.amountClp).filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(internalPosts.some((url) => url.includes('/api/insurance/compare/metadata'))).toBe(true);

    // What internal traffic records is marked internal (left out of the conversion figures).
    // The card comes with the server's HTML; the site's script (started after the first paint) stores the visitor.
    const visitor = (await (
      await page.waitForFunction(() => localStorage.getItem('visitorId'), undefined, { timeout: patience(15_000) })
    ).jsonValue()) as string;
    const visitorId = (JSON.parse(visitor) as { id: string }).id;
    await page.goto('about:blank');
    await expect
      .poll(async () =>
        (
          await server.runtime.sequelize.query<{ internal: boolean }>(
            'SELECT internal FROM experiment_exposures WHERE visitor_id = $1',
            { bind: [visitorId], type: QueryTypes.SELECT },
          )
        ).map((row) => row.internal),
      )
      .toEqual([true, true, true]);
    await context.close();
  }, 180_000);

  it("makes a partner's site a showcase with its card choices and profile form, unless disableShowcase; the main site stays as is", async () => {
    // Two partners listing every organization: a showcase with card choices, and one that disabled it.
    const create = server.runtime.container.get<CreatePartner>(PARTNERS.CreatePartner);
    await create.execute({
      code: 'vitrina',
      name: 'Vitrina',
      config: {
        subdomainCardConfig: { hideCompare: true, hideShare: true, contractLabel: 'Cotizar con Vitrina', otra: 1 },
        subdomainModalRef: 'SEGURO_MASCOTAS',
        subdomainLayout: { enableHeader: true },
        subdomainBanner: { text: 'Vitrina de seguros' },
      },
    });
    await create.execute({
      code: 'sinvitrina',
      name: 'Sin vitrina',
      config: { disableShowcase: true, subdomainBanner: { text: 'Sin vitrina' } },
    });
    // A household whose first contributor is 40: the promo card's age rule holds (spec 01 §4).
    const values = { ...emptyProfileValues('SEGURO SALUD', 'chile') };
    values.cotizante = { ...values.cotizante, edad: '40' };
    const valid = validateProfileValues(values);
    if (!valid.ok) throw new Error(valid.message);
    const stored = JSON.stringify({
      values,
      profile: valid.profile,
      ingresodatos: true,
      savedAt: new Date().toISOString(),
    });

    const open = async (base: string) => {
      const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
      await page.addInitScript((profile) => localStorage.setItem('perfil-chile', profile), stored);
      await page.goto(`${base}${HEALTH}`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="cards"]')?.getAttribute('data-complete') === 'true',
        undefined,
        { timeout: patience(60_000) },
      );
      // The partner's options apply once the partner is known: wait for its banner (none on the main site).
      if (base !== server.baseUrl) await page.getByTestId('partner-banner').waitFor({ timeout: patience(30_000) });
      const typeFilters = await page
        .getByTestId('filters')
        .locator('fieldset')
        .first()
        .locator('label')
        .allTextContents();
      return {
        page,
        promo: await page.getByTestId('promo-card').count(),
        typeFilters: typeFilters.map((text) => text.trim()),
        compare: await page.locator('.product-card .compare-toggle').count(),
        detail: await page.getByRole('button', { name: /Ver detalle/ }).count(),
        share: await page.getByRole('button', { name: 'Compartir búsqueda' }).count(),
        actions: [...new Set(await page.getByTestId('card-action').allTextContents())],
      };
    };
    const vitrinaUrl = server.baseUrl.replace('127.0.0.1', 'vitrina.localhost');
    const sinVitrinaUrl = server.baseUrl.replace('127.0.0.1', 'sinvitrina.localhost');

    const main = await open(server.baseUrl);
    expect(main.promo).toBe(1);
    expect(main.typeFilters).not.toContain('Estética');
    expect(main.compare).toBeGreaterThan(0);
    expect(main.share).toBe(1);
    expect(main.actions.length).toBeGreaterThan(0);
    expect(main.actions.every((text) => ['Contratar', 'Solicitar'].includes(text))).toBe(true);
    await main.page.close();

    const showcase = await open(vitrinaUrl);
    expect(showcase.promo).toBe(0);
    expect(showcase.typeFilters).toEqual(expect.arrayContaining(['Estética', 'Coberturas']));
    expect(showcase.compare).toBe(0);
    expect(showcase.detail).toBeGreaterThan(0);
    expect(showcase.share).toBe(0);
    expect(showcase.actions).toEqual(['Cotizar con Vitrina']);
    await screenshot(showcase.page, 'partner-showcase-card-config');
    // subdomainModalRef: the header's profile button opens the pet form for this partner's visitors.
    await showcase.page.getByTestId('site-header').getByRole('button', { name: 'Mi perfil' }).click();
    const dialog = showcase.page.getByRole('dialog');
    await dialog
      .getByText('Edad de la mascota')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await showcase.page.close();

    const plain = await open(sinVitrinaUrl);
    expect(plain.promo).toBe(1);
    expect(plain.typeFilters).not.toContain('Estética');
    expect(plain.compare).toBeGreaterThan(0);
    expect(plain.share).toBe(1);
    await plain.page.close();
  }, 240_000);
});

async function frameOfPage(page: Page, prefix: string) {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(prefix)), { timeout: patience(30_000) })
    .toBe(true);
  return page.frames().find((f) => f.url().startsWith(prefix))!;
}
