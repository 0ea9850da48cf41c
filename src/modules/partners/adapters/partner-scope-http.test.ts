import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../platform/http/app.js';
import { createLogger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { sitePageRenderer } from '../../../site-page-renderer.js';
import { siteStatusOf } from '../../content/index.js';
import { PARTNERS, type CreatePartner } from '../index.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/** The sample partner `demo` allows two insurers (ASE-METLIFE, ASE-CONSORCIO) and no isapre. */
const DEMO = 'demo.localhost:3000';
const ALLOWED = ['ASE-METLIFE', 'ASE-CONSORCIO'];
/** A partner of this test whose every path is reachable (demo redirects detail pages to its default path). */
const SOCIO = 'socio.localhost:3000';
const MAIN = 'localhost:3000';

interface Card {
  id: number;
  productCode: string;
  url: string;
  organization: { id: number; organizationCode: string; organizationType: string; url?: string };
}

describe('a partner site shows nothing outside its allowed organizations, by any address (issue 24)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let allowed: Card;
  let foreign: Card;
  let plan: { codigoplan: string; isapre: { organizationCode: string } };

  const get = (host: string, url: string) => request(app).get(url).set('Host', host);

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 300, plans: 20 });
    app = runtime.createHttpApp();
    const cards: Card[] = [];
    for (let page = 1; page <= 5; page++) {
      const response = await request(app)
        .post('/api/insurance/compare/metadata')
        .set('Host', MAIN)
        .send({ take: 100, page, organizationType: ['ASEGURADORA'] });
      expect(response.status).toBe(200);
      cards.push(...(response.body.data as Card[]));
      if (response.body.data.length === 0) break;
    }
    allowed = cards.find((c) => c.organization.organizationCode === 'ASE-METLIFE')!;
    foreign = cards.find((c) => !ALLOWED.includes(c.organization.organizationCode))!;
    expect(allowed).toBeDefined();
    expect(foreign).toBeDefined();
    const plans = await request(app)
      .post('/api/buscarplanes/compare/metadataPlanesPersonas')
      .set('Host', MAIN)
      .send({ take: 5 });
    expect(plans.status).toBe(200);
    plan = plans.body.data[0];
    expect(plan).toBeDefined();
  }, 180_000);
  afterAll(() => runtime?.dispose());

  it('answers 404 for another insurer product on every product call, 200 on the main site', async () => {
    const { id, productCode } = foreign;
    const urls = [
      `/api/insurance/product/${productCode}`,
      `/api/insurance/product/${id}`,
      `/api/insurance/${id}`,
      `/api/insurance/${productCode}/descriptions`,
      `/api/insurance/${id}/conditions`,
      `/api/insurance/${id}/coverages`,
      `/api/insurance/${id}/calculatePrice`,
      `/api/insurance/coverages/${id}/resume`,
      `/api/documents/insurance/${productCode}`,
    ];
    for (const url of urls) {
      const hidden = await get(DEMO, url);
      expect(hidden.status, `${url} en ${DEMO}`).toBe(404);
      expect(hidden.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(hidden.body)).not.toContain(foreign.organization.organizationCode);
      expect((await get(MAIN, url)).status, `${url} en ${MAIN}`).toBe(200);
    }
    // The payment offer lookup: 200 or 204 on the main site, as for any product.
    const offer = `/api/qppayment/insurance-payment/${productCode}`;
    expect((await get(DEMO, offer)).status).toBe(404);
    expect([200, 204]).toContain((await get(MAIN, offer)).status);
    // Hidden answers as unknown does.
    const unknown = await get(DEMO, '/api/insurance/product/NO-EXISTE-1');
    expect(unknown.status).toBe(404);

    // The partner's own insurers answer as on the main site, and vary by host for caches.
    const own = await get(DEMO, `/api/insurance/product/${allowed.productCode}`).expect(200);
    expect(own.body.data.productCode).toBe(allowed.productCode);
    expect(own.headers.vary).toMatch(/Host/i);
    await get(DEMO, `/api/documents/insurance/${allowed.id}`).expect(200);
  });

  it('answers 404 for another organization and lists only the allowed ones', async () => {
    const code = foreign.organization.organizationCode;
    const organization = (await get(MAIN, `/api/organization/institucion/code/${code}`).expect(200)).body.data;
    for (const url of [
      `/api/organization/institucion/code/${code}`,
      `/api/organization/institucion/${organization.urlSegment}`,
      `/api/organization/${organization.id}/countInsurancesByType`,
      `/api/organization/${organization.id}/countCoverageOrganizations`,
      `/api/organization/availableToSell/code/${code}`,
    ]) {
      expect((await get(DEMO, url)).status, url).toBe(404);
      expect((await get(MAIN, url)).status, url).toBe(200);
    }
    await get(DEMO, '/api/organization/institucion/code/ASE-METLIFE').expect(200);

    const codes = (rows: { organizationCode: string }[]) => [...new Set(rows.map((r) => r.organizationCode))].sort();
    for (const url of [
      '/api/organization/instituciones/tipo/ASEGURADORA',
      '/api/organization/instituciones/ASEGURADORA',
      '/api/organization/availableToSell',
      '/api/seguro-adicional/instituciones',
    ]) {
      const demo = codes((await get(DEMO, url).expect(200)).body.data);
      expect(demo.length, url).toBeGreaterThan(0);
      expect(
        demo.every((c) => ALLOWED.includes(c)),
        `${url}: ${demo.join(',')}`,
      ).toBe(true);
      expect(codes((await get(MAIN, url).expect(200)).body.data)).toContain(code);
    }
  });

  it('answers 404 for isapre plans and isapres the partner does not allow, and compares none', async () => {
    const isapre = plan.isapre.organizationCode;
    for (const url of [
      `/api/infoplanes/infoplan?plan=${plan.codigoplan}`,
      `/api/infoplanes/factores?plan=${plan.codigoplan}`,
      `/api/buscadorplanes/infoplan?plan=${plan.codigoplan}`,
      `/api/buscarplanes/analisisypuntaje?plan=${plan.codigoplan}`,
      `/api/isapres/beneficios-plan/${plan.codigoplan}`,
      `/api/isapres/${isapre}`,
      `/api/isapres/beneficios/${isapre}`,
    ]) {
      expect((await get(DEMO, url)).status, url).toBe(404);
      expect((await get(MAIN, url)).status, url).toBe(200);
    }
    for (const url of [
      '/api/buscarplanes/compare/metadataPlanesPersonas',
      '/api/insurance/compare/metadataPlanesPersonas',
    ]) {
      const body = { take: 5, organizations: [isapre] };
      expect((await request(app).post(url).set('Host', DEMO).send(body).expect(200)).body.total, url).toBe(0);
      expect((await request(app).post(url).set('Host', MAIN).send(body).expect(200)).body.total).toBeGreaterThan(0);
    }
  });

  it('answers 404 for the detail page of another insurer product and organization on a partner host', async () => {
    await runtime.container.get<CreatePartner>(PARTNERS.CreatePartner).execute({
      code: 'socio',
      name: 'Socio de prueba',
      config: { allowedOrganizations: ['ASE-METLIFE'] },
    });
    // The built site's template, reduced to its markers (the server's page renderer fills them).
    const webDir = mkdtempSync(path.join(tmpdir(), 'i24-site-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<html><head><!--page-head--><title>Sitio</title><!--/page-head--></head><body><!--app--><div id="root"></div><!--/app--></body></html>',
    );
    try {
      const logger = createLogger('silent');
      const site = createApp({
        logger,
        routes: [],
        jsonBodyLimit: '10kb',
        webDir,
        siteStatus: (path) => siteStatusOf(path),
        renderPage: sitePageRenderer(runtime.container, logger),
        middleware: runtime.container.getAll<RequestHandler>(PLATFORM.HttpMiddleware),
      });
      const page = (host: string, url: string) => request(site).get(url).set('Host', host);
      const organizationPage = foreign.url.split('/').slice(0, 3).join('/');
      for (const url of [foreign.url, `${foreign.url}/Solicitar`, organizationPage]) {
        const hidden = await page(SOCIO, url);
        expect(hidden.status, url).toBe(404);
        expect(hidden.text).toContain('Página no encontrada');
        expect((await page(MAIN, url)).status, url).toBe(200);
      }
      const own = await page(SOCIO, allowed.url).expect(200);
      expect(own.text).not.toContain('Página no encontrada');
    } finally {
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});
