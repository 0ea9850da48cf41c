import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from './platform/testing/test-runtime.js';
import { CATALOGUE, type PageDetails } from './modules/catalogue/index.js';
import { CONTENT, type PageContent } from './modules/content/index.js';
import { PARTNERS, type CreatePartner } from './modules/partners/index.js';
import type { SitePageCache } from './site-page-renderer.js';
import { createSampleTestRuntime } from '../tests/support/sample-runtime.js';

/** A page as one host asks it (supertest's own Host names a new port on every request). */
const get = (app: Parameters<typeof request>[0], url: string) => request(app).get(url).set('Host', 'www.example.cl');

/** The page area the server rendered (#root and what follows; the head has each URL's canonical link). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

/**
 * Issue 31: the server's page cache keys on what a page is rendered from (the normalised list state, the
 * compare selection, the path), so equivalent URLs share one render; a page whose data failed is served
 * but not kept. Needs the site's server build (`npm run build`), as site-pages.test.ts does.
 */
describe('the server page cache over HTTP', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  let cache: SitePageCache;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime();
    app = runtime.createHttpApp();
    cache = runtime.container.get<SitePageCache>(CONTENT.PageCachePurge);
  }, 120_000);
  afterAll(() => runtime?.dispose());

  it('renders equivalent URLs once and different ones apart', async () => {
    await cache.purge();
    const compare = await request(app)
      .post('/api/insurance/compare/metadata')
      .send({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA'], take: 2 })
      .expect(200);
    const [a, b] = (compare.body.data as { id: number }[]).map((card) => card.id);
    const groups = [
      [
        '/Comparar/Seguros-de-Salud',
        '/Comparar/Seguros-de-Salud?utm_source=boletin&pagina=1&orden=recommended',
        '/Comparar/Seguros-de-Salud?gclid=xyz&orden=nonsense',
      ],
      [`/Comparar-Planes?seguros=${a},${b}`, `/Comparar-Planes?utm_campaign=x&seguros=${a},%20${b},${a}`],
      ['/Terminos-y-Condiciones', '/Terminos-y-Condiciones?fbclid=abc'],
    ];
    let kept = 0;
    for (const urls of groups) {
      const pages = [];
      for (const url of urls) pages.push(rootOf((await get(app, url).expect(200)).text));
      kept += 1;
      expect(cache.size, urls[0]).toBe(kept);
      expect(pages[0]).toContain('<main');
      for (const page of pages) expect(page).toBe(pages[0]);
    }
    expect(rootOf((await get(app, `/Comparar-Planes?seguros=${a},${b}`)).text)).toContain('compare-table');
    // Another state, another selection: renders of their own.
    await get(app, '/Comparar/Seguros-de-Salud?orden=lowerPrice').expect(200);
    await get(app, `/Comparar-Planes?seguros=${b},${a}`).expect(200);
    expect(cache.size).toBe(kept + 2);
  });

  it('serves a page whose data failed without keeping it, and keeps it once its data comes', async () => {
    await cache.purge();
    const content = runtime.container.get<PageContent>(CONTENT.PageContent);
    const informationPage = content.informationPage.bind(content);
    content.informationPage = () => Promise.reject(new Error('contenido caído'));
    try {
      const html = (await get(app, '/Tu-Mejor-Plan').expect(200)).text;
      expect(html).toContain('<div id="root"');
      expect(html).not.toContain('data-page-data');
      await new Promise((resolve) => setImmediate(resolve));
      expect(cache.size).toBe(0);
    } finally {
      content.informationPage = informationPage;
    }
    const html = (await get(app, '/Tu-Mejor-Plan').expect(200)).text;
    expect(html).toContain('data-page-data');
    expect(cache.size).toBe(1);
  });

  it("serves an area's index whose list failed without keeping it, and keeps it with its list", async () => {
    await cache.purge();
    const details = runtime.container.get<PageDetails>(CATALOGUE.PageDetails);
    const organizationsOfType = details.organizationsOfType.bind(details);
    details.organizationsOfType = () => Promise.reject(new Error('catálogo caído'));
    try {
      const html = rootOf((await get(app, '/Seguros').expect(200)).text);
      // The page opens, its list left to the browser (the loading state, no data to hydrate from).
      expect(html).toContain('Compañías de seguros</h1>');
      expect(html).not.toContain('data-testid="organization-list"');
      expect(html).not.toContain('data-page-data');
      await new Promise((resolve) => setImmediate(resolve));
      expect(cache.size).toBe(0);
    } finally {
      details.organizationsOfType = organizationsOfType;
    }
    const api = await request(app).get('/api/organization/instituciones/ASEGURADORA').expect(200);
    const names = (api.body.data as { displayName: string }[]).map((organization) => organization.displayName);
    expect(names.length).toBeGreaterThan(0);
    const html = rootOf((await get(app, '/Seguros').expect(200)).text);
    expect(html).toContain('data-testid="organization-list"');
    for (const name of names) expect(html).toContain(`<strong>${name}</strong>`);
    expect(cache.size).toBe(1);
  });

  it("lists on a partner's site only the organizations it allows, as the API does there", async () => {
    await runtime.container.get<CreatePartner>(PARTNERS.CreatePartner).execute({
      code: 'socioindice',
      name: 'Socio del índice',
      config: { allowedOrganizations: ['ASE-METLIFE'] },
    });
    const host = 'socioindice.localhost:3000';
    const listed = async (from: string) => {
      const api = await request(app).get('/api/organization/instituciones/ASEGURADORA').set('Host', from).expect(200);
      const html = rootOf((await request(app).get('/Seguros').set('Host', from).expect(200)).text);
      const list = html.slice(html.indexOf('data-testid="organization-list"'));
      const shown = [...list.matchAll(/<strong>([^<]+)<\/strong>/g)].map((found) => found[1]);
      return { api: (api.body.data as { displayName: string }[]).map((o) => o.displayName), shown };
    };
    const partner = await listed(host);
    expect(partner.api).toHaveLength(1);
    expect(partner.shown).toEqual(partner.api);
    expect((await listed('www.example.cl')).shown.length).toBeGreaterThan(1);
  });
});
