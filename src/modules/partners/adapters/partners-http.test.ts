import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { IDENTITY, type CreateUser } from '../../identity/index.js';
import { PARTNERS, type ResolvePartnerSite, type UpdatePartner } from '../index.js';
import { encodeProfileParam } from '../domain/embedding.js';
import { BLANK_PAGE } from '../domain/partner-head.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

const PASSWORD = 'Clave#2026a';
let ipCounter = 0;
const nextIp = () => `10.41.0.${++ipCounter}`;
const DEMO = 'demo.localhost:3000';
const CLINICA = 'clinica.localhost';
const MAIN = 'localhost:3000';

interface Card {
  organization: { organizationCode: string; organizationType: string };
  insuranceType: { name: string };
}

describe('partners: sub-domain site, compare restriction, back-office and integration API (issue 14)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let adminToken: string;
  let partnerAdmin: { id: number; token: string };

  async function userWithToken(roles: string[], email: string) {
    const created = await runtime.container
      .get<CreateUser>(IDENTITY.CreateUser)
      .execute({ email, name: email.split('@')[0]!, roles, password: PASSWORD });
    const login = await request(app)
      .post('/token')
      .set('X-Forwarded-For', nextIp())
      .send({ grant_type: 'password', username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { id: created.user.id, token: login.body.access_token as string };
  }

  /** Every card of a comparison, page by page, as the given host sees it. */
  async function allCards(host: string, body: Record<string, unknown>) {
    const cards: Card[] = [];
    let total = 0;
    for (let page = 1; page <= 30; page++) {
      const response = await request(app)
        .post('/api/insurance/compare/metadata')
        .set('Host', host)
        .send({ take: 100, page, ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      total = response.body.total;
      cards.push(...(response.body.data as Card[]));
      if (cards.length >= total || response.body.data.length === 0) break;
    }
    return { cards, total };
  }

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 600, plans: 0 });
    app = runtime.createHttpApp();
    adminToken = (await userWithToken(['ADMIN'], 'ana.admin@example.com')).token;
    partnerAdmin = await userWithToken(['ADMIN_PARTNER'], 'pablo.socio@example.com');
  }, 180_000);
  afterAll(() => runtime?.dispose());

  describe('the compare API on a partner host (spec 02 §6: filtered on the server)', () => {
    it('never returns a product of an organization the partner does not allow', async () => {
      const main = await allCards(MAIN, { organizationType: ['ASEGURADORA'] });
      const mainCodes = new Set(main.cards.map((c) => c.organization.organizationCode));
      expect(mainCodes.size).toBeGreaterThan(2);

      const demo = await allCards(DEMO, { organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'] });
      expect(demo.total).toBeGreaterThan(0);
      expect(demo.cards).toHaveLength(demo.total);
      const demoCodes = new Set(demo.cards.map((c) => c.organization.organizationCode));
      expect([...demoCodes].sort()).toEqual(['ASE-CONSORCIO', 'ASE-METLIFE']);
      expect(demo.total).toBeLessThan(main.total);
    });

    it('answers nothing when the request asks for an organization the partner does not allow', async () => {
      const asked = await allCards(DEMO, { organizationType: ['ASEGURADORA'], organizations: ['ASE-SURA'] });
      expect(asked.total).toBe(0);
      const onMain = await allCards(MAIN, { organizationType: ['ASEGURADORA'], organizations: ['ASE-SURA'] });
      expect(onMain.total).toBeGreaterThan(0);
      const allowed = await allCards(DEMO, {
        organizationType: ['ASEGURADORA'],
        organizations: ['ASE-SURA', 'ASE-METLIFE'],
      });
      expect(new Set(allowed.cards.map((c) => c.organization.organizationCode))).toEqual(new Set(['ASE-METLIFE']));
    });

    it('hides clinics on a partner with clinicsEnabled off, and only there', async () => {
      const onMain = await allCards(MAIN, { organizationType: ['CLINICA'] });
      expect(onMain.total).toBeGreaterThan(0);
      const onClinica = await allCards(CLINICA, { organizationType: ['CLINICA'] });
      expect(onClinica.total).toBe(0);
      const insurers = await allCards(CLINICA, { organizationType: ['ASEGURADORA', 'CLINICA'] });
      expect(insurers.total).toBeGreaterThan(0);
      expect(insurers.cards.every((c) => c.organization.organizationType !== 'CLINICA')).toBe(true);
    });

    it("lists only the partner's organizations in the organization lists (filters), varying by host", async () => {
      const codes = async (host: string, path: string) => {
        const response = await request(app).get(path).set('Host', host);
        expect(response.status, `${host}${path} ${JSON.stringify(response.body)}`).toBe(200);
        expect(response.headers.vary).toMatch(/Host/);
        return (response.body.data as { organizationCode: string }[]).map((o) => o.organizationCode).sort();
      };
      expect((await codes(MAIN, '/api/organization/seguros/tipo/ASEGURADORA')).length).toBeGreaterThan(2);
      expect(await codes(DEMO, '/api/organization/seguros/tipo/ASEGURADORA')).toEqual(['ASE-CONSORCIO', 'ASE-METLIFE']);
      expect((await codes(MAIN, '/api/organization/seguros/tipo/CLINICA')).length).toBeGreaterThan(0);
      expect(await codes(CLINICA, '/api/organization/seguros/tipo/CLINICA')).toEqual([]);
    });

    it('lists the showcase-only types (Estética, Coberturas) on a showcase partner, not with disableShowcase nor on the main site', async () => {
      const showcaseTypes = (cards: Card[]) =>
        new Set(cards.map((c) => c.insuranceType.name).filter((name) => ['ESTETICA', 'COBERTURAS'].includes(name)));
      // The sample partner clinica, for this test only listing clinics (they sell the showcase-only types).
      const sites = runtime.container.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite);
      const update = runtime.container.get<UpdatePartner>(PARTNERS.UpdatePartner);
      const clinica = (await sites.byCodeOf('clinica'))!;
      const actor = { id: 0, permissions: ['partner:read', 'partner:create', 'partner:update'] };
      const configure = (changes: Record<string, unknown>) =>
        update.execute(clinica.id, { config: { ...clinica.config, clinicsEnabled: true, ...changes } }, actor);
      const body = { organizationType: ['CLINICA'] };
      try {
        expect(showcaseTypes((await allCards(MAIN, body)).cards).size).toBe(0);
        await configure({ disableShowcase: false });
        expect(showcaseTypes((await allCards(CLINICA, body)).cards).size).toBeGreaterThan(0);
        await configure({ disableShowcase: true });
        expect(showcaseTypes((await allCards(CLINICA, body)).cards).size).toBe(0);
      } finally {
        await update.execute(clinica.id, { config: clinica.config }, actor);
      }
    });

    it('restricts the promoted product too', async () => {
      const body = { organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'] };
      const promoted = (host: string) =>
        request(app).post('/api/insurance/promotedProduct').set('Host', host).send(body);
      // The sample catalogue promotes products of other organizations only: the main site shows one, the partner none.
      const main = await promoted(MAIN);
      expect(main.status).toBe(200);
      expect(['ASE-METLIFE', 'ASE-CONSORCIO']).not.toContain(main.body.data.organization.organizationCode);
      expect((await promoted(DEMO)).status).toBe(404);
      // Promote one of the partner's products: now the partner shows that one.
      const [card] = (await allCards(DEMO, body)).cards as unknown as { id: number }[];
      const url = `/api/admin/products/${card!.id}`;
      const product = (await request(app).get(url).set('Authorization', `Bearer ${adminToken}`).expect(200)).body;
      const put = (isPromoted: boolean) =>
        request(app)
          .put(url)
          .set('Authorization', `Bearer ${adminToken}`)
          .send({ ...product, isPromoted })
          .expect(200);
      await put(true);
      try {
        const response = await promoted(DEMO);
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ id: card!.id, isPromoted: true });
        expect(['ASE-METLIFE', 'ASE-CONSORCIO']).toContain(response.body.data.organization.organizationCode);
      } finally {
        await put(false);
      }
    });
  });

  describe('the ponderation of the recommended order (internal traffic, spec 02 §2.9)', () => {
    const page = async (ponderer?: number) => {
      const response = await request(app)
        .post('/api/insurance/compare/metadata')
        .set('Host', MAIN)
        .send({
          organizationType: ['ASEGURADORA'],
          take: 30,
          order: 'recommended',
          ...(ponderer === undefined ? {} : { ponderer }),
        });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as { id: number; price: { amountClp: number | null } }[];
    };

    it('leaves the published order at 0 and orders by price at 1, on the server', async () => {
      const published = await page();
      expect((await page(0)).map((c) => c.id)).toEqual(published.map((c) => c.id));
      const byPrice = (await page(1)).map((c) => c.price.amountClp);
      const priced = byPrice.filter((p): p is number => p !== null);
      expect(priced.length).toBeGreaterThan(5);
      expect(priced).toEqual([...priced].sort((a, b) => a - b));
      expect(byPrice.slice(0, priced.length)).toEqual(priced);
      expect((await page(0.5)).map((c) => c.id)).not.toEqual(published.map((c) => c.id));
      const refused = await request(app)
        .post('/api/insurance/compare/metadata')
        .send({ organizationType: ['ASEGURADORA'], ponderer: 1.5 });
      expect(refused.status).toBe(400);
    });
  });

  describe('Content-Security-Policy frame-ancestors per partner (spec 02 §5)', () => {
    const frameAncestorsOf = (csp: string | undefined) =>
      (csp ?? '')
        .split(';')
        .find((d) => d.startsWith('frame-ancestors'))
        ?.trim();

    it("is 'self' on the main site, with X-Frame-Options", async () => {
      const response = await request(app).get('/api/integration/iframe-subdomain').set('Host', MAIN);
      expect(frameAncestorsOf(response.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it("adds the partner's embedding origins on its sub-domain, without X-Frame-Options", async () => {
      // An API answer: Express's own 404 page (no built site in tests) writes its own CSP.
      const response = await request(app).get('/api/integration/iframe-subdomain').set('Host', DEMO);
      expect(frameAncestorsOf(response.headers['content-security-policy'])).toBe(
        "frame-ancestors 'self' http://localhost:3000 http://127.0.0.1:3000",
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it("keeps 'self' only for a partner without embedding origins and for unknown sub-domains", async () => {
      for (const host of [CLINICA, 'nadie.localhost']) {
        const response = await request(app).get('/api/integration/iframe-subdomain').set('Host', host);
        expect(frameAncestorsOf(response.headers['content-security-policy']), host).toBe("frame-ancestors 'self'");
      }
    });
  });

  describe('redirects on a partner sub-domain (spec 02 §4)', () => {
    it('sends the root to the default path, keeping the query (IFRAME_AUTH)', async () => {
      const root = await request(app).get('/').set('Host', DEMO);
      expect(root.status).toBe(302);
      expect(root.headers.location).toBe('/Comparar/Seguros-de-Salud');
      const withToken = await request(app).get('/?IFRAME_AUTH=abc').set('Host', DEMO);
      expect(withToken.headers.location).toBe('/Comparar/Seguros-de-Salud?IFRAME_AUTH=abc');
    });

    it('sends a path the partner does not allow to the default path, and serves allowed ones', async () => {
      const blog = await request(app).get('/Blog').set('Host', DEMO);
      expect(blog.status).toBe(302);
      expect(blog.headers.location).toBe('/Comparar/Seguros-de-Salud');
      for (const path of ['/Comparar/Seguros-de-Salud', '/Contacto', '/api/integration/iframe-subdomain']) {
        const response = await request(app).get(path).set('Host', DEMO);
        expect(response.status, path).not.toBe(302);
      }
    });

    it('leaves the main site alone, and lets a pseudo-login partner reach /ref', async () => {
      expect((await request(app).get('/Blog').set('Host', MAIN)).status).not.toBe(302);
      expect((await request(app).get('/').set('Host', MAIN)).status).not.toBe(302);
      expect((await request(app).get('/ref').set('Host', CLINICA)).status).not.toBe(302);
      expect((await request(app).get('/').set('Host', CLINICA)).headers.location).toBe('/Comparar/Seguros-de-Salud');
    });
  });

  describe('back-office /api/admin/partners (partner:read/create/update)', () => {
    let createdId: number;

    it('lists the sample partners to an ADMIN, with the embed snippet and site address', async () => {
      const response = await request(app).get('/api/admin/partners').set('Authorization', `Bearer ${adminToken}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-range']).toMatch(/^partners 0-1\/2$/);
      const demo = response.body.find((p: { code: string }) => p.code === 'demo');
      expect(demo.config.allowedOrganizations).toEqual(['ASE-METLIFE', 'ASE-CONSORCIO']);
      expect(demo.config.subdomainBanner.color).toBe('#0b7a75');
      expect(demo.config.SEOMetadata.title).toBe('Comparador de seguros Socio Demo');
      expect(demo.siteUrl).toMatch(/^http:\/\/demo\.localhost(:\d+)?\/Comparar\/Seguros-de-Salud$/);
      expect(demo.embedSnippet).toContain(`IFRAME_AUTH=${encodeURIComponent(demo.iframeToken)}`);
      const clinica = response.body.find((p: { code: string }) => p.code === 'clinica');
      expect(clinica.config).toMatchObject({ clinicsEnabled: false, pseudoLogin: true });
    });

    it('refuses an invalid configuration with each field error and writes nothing', async () => {
      const response = await request(app)
        .post('/api/admin/partners')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({
          code: 'Mal Código',
          name: '',
          config: { subdomainBanner: { color: '#12' }, allowedUrls: ['ftp://x'] },
        });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
      expect(response.body.error.details.errors).toMatchObject({
        code: expect.stringContaining('Subdominio inválido'),
        name: expect.any(String),
        'config.subdomainBanner.color': 'Invalid HEX color.',
        'config.allowedUrls.0': 'Debe ser una URL http(s).',
      });
      const [row] = await runtime.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM partners', {
        type: 'SELECT' as never,
      });
      expect(Number(row!.n)).toBe(2);
    });

    it('creates a partner linked to an ADMIN_PARTNER user, and refuses a taken sub-domain', async () => {
      const response = await request(app)
        .post('/api/admin/partners')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({
          code: 'corredora',
          name: 'Corredora Uno',
          adminUserIds: [partnerAdmin.id],
          config: { allowedOrganizations: ['ASE-SURA'], subdomainBanner: { color: 'ABCDEF12' } },
        });
      expect(response.status).toBe(201);
      createdId = response.body.id;
      expect(response.body.config.subdomainBanner.color).toBe('#abcdef');
      expect(response.body.iframeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const again = await request(app)
        .post('/api/admin/partners')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ code: 'corredora', name: 'Otra' });
      expect(again.status).toBe(409);
      // Seen at once by the site (this process's cache is refreshed).
      const cards = await allCards('corredora.localhost', { organizationType: ['ASEGURADORA'] });
      expect(cards.total).toBeGreaterThan(0);
      expect(new Set(cards.cards.map((c) => c.organization.organizationCode))).toEqual(new Set(['ASE-SURA']));
    });

    it('shows an ADMIN_PARTNER only its own partner, lets it edit only name and configuration', async () => {
      const auth = `Bearer ${partnerAdmin.token}`;
      const list = await request(app).get('/api/admin/partners').set('Authorization', auth);
      expect(list.status).toBe(200);
      expect(list.body.map((p: { code: string }) => p.code)).toEqual(['corredora']);
      expect(list.headers['content-range']).toBe('partners 0-0/1');

      const demoId = (
        await request(app).get('/api/admin/partners').set('Authorization', `Bearer ${adminToken}`)
      ).body.find((p: { code: string }) => p.code === 'demo').id;
      expect((await request(app).get(`/api/admin/partners/${demoId}`).set('Authorization', auth)).status).toBe(404);
      expect(
        (await request(app).put(`/api/admin/partners/${demoId}`).set('Authorization', auth).send({ name: 'X' })).status,
      ).toBe(404);

      const edit = await request(app)
        .put(`/api/admin/partners/${createdId}`)
        .set('Authorization', auth)
        .send({ code: 'otro', active: false, name: 'Corredora Uno Renombrada', config: { pseudoLogin: true } });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({ code: 'corredora', active: true, name: 'Corredora Uno Renombrada' });
      expect(edit.body.config.pseudoLogin).toBe(true);

      const create = await request(app)
        .post('/api/admin/partners')
        .set('Authorization', auth)
        .send({ code: 'nuevo', name: 'Nuevo' });
      expect(create.status).toBe(403);
    });

    it('asks for a session', async () => {
      expect((await request(app).get('/api/admin/partners')).status).toBe(401);
    });
  });

  describe('/api/integration (spec 03 §7)', () => {
    let demoToken: string;
    beforeAll(async () => {
      const list = await request(app).get('/api/admin/partners').set('Authorization', `Bearer ${adminToken}`);
      demoToken = list.body.find((p: { code: string }) => p.code === 'demo').iframeToken;
    });

    it('iframe-token: the partner and its authorized URLs; whether an origin may embed', async () => {
      const response = await request(app).get('/api/integration/iframe-token').query({ token: demoToken });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        partner: 'demo',
        embedType: 'standard',
        allowedUrls: ['http://localhost:3000', 'http://127.0.0.1:3000'],
        defaultPath: '/Comparar/Seguros-de-Salud',
        authorized: null,
      });
      const allowed = await request(app)
        .get('/api/integration/iframe-token')
        .query({ IFRAME_AUTH: demoToken, origin: 'http://localhost:3000/pagina' });
      expect(allowed.body.data).toMatchObject({ origin: 'http://localhost:3000', authorized: true });
      const other = await request(app)
        .get('/api/integration/iframe-token')
        .set('Referer', 'https://intruso.example/x')
        .query({ token: demoToken });
      expect(other.body.data).toMatchObject({ origin: 'https://intruso.example', authorized: false });
    });

    it('iframe-token: an unknown or missing token is unauthorized (404, the spec warning)', async () => {
      for (const query of [{ token: 'no-existe' }, {}]) {
        const response = await request(app).get('/api/integration/iframe-token').query(query);
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Acceso presuntamente no autorizado' });
      }
    });

    it('iframe-subdomain: the configuration by host or by name, null on the main site, 404 when unknown', async () => {
      const byHost = await request(app).get('/api/integration/iframe-subdomain').set('Host', DEMO);
      expect(byHost.status).toBe(200);
      expect(byHost.body.data).toMatchObject({ code: 'demo', embedType: 'standard' });
      expect(byHost.body.data.config.subdomainProfile).toEqual({ backgroundColor: '#0b7a75', textColor: '#ffffff' });
      expect(byHost.body.data.iframeToken).toBeUndefined();
      expect(byHost.body.data.adminUserIds).toBeUndefined();
      const byName = await request(app).get('/api/integration/iframe-subdomain').query({ subdomain: 'clinica' });
      expect(byName.body.data.config.pseudoLogin).toBe(true);
      const main = await request(app).get('/api/integration/iframe-subdomain').set('Host', MAIN);
      expect(main.body).toEqual({ data: null });
      expect((await request(app).get('/api/integration/iframe-subdomain?subdomain=nadie')).status).toBe(404);
    });

    it('form: stores what a partner hands over and gives it back by hash, with the partner of the host', async () => {
      const form = { profile: { cotizante: [{ edad: 30, sexo: 'Femenino' }] }, referido: 'asesor@socio.cl' };
      const saved = await request(app).post('/api/integration/form').set('Host', DEMO).send(form);
      expect(saved.status).toBe(201);
      const hash = saved.body.data.hash as string;
      expect(hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const read = await request(app).get(`/api/integration/form/${hash}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ hash, partnerCode: 'demo', data: form });

      const anonymous = await request(app).post('/api/integration/form').set('Host', MAIN).send({ a: 1 });
      const readAnonymous = await request(app).get(`/api/integration/form/${anonymous.body.data.hash}`);
      expect(readAnonymous.body.data.partnerCode).toBeNull();
    });

    it('form: refuses what is not a JSON object or too big (400, nothing stored) and 404s unknown hashes', async () => {
      const [before] = await runtime.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM partner_forms', {
        type: 'SELECT' as never,
      });
      for (const body of [[1, 2], { big: 'x'.repeat(20_000) }]) {
        const response = await request(app).post('/api/integration/form').send(body);
        expect(response.status, JSON.stringify(body).slice(0, 20)).toBe(400);
        expect(response.body.error.code).toBe('BAD_REQUEST');
      }
      const [after] = await runtime.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM partner_forms', {
        type: 'SELECT' as never,
      });
      expect(after!.n).toBe(before!.n);
      expect((await request(app).get('/api/integration/form/no-existe-este-hash')).status).toBe(404);
      expect((await request(app).get('/api/integration/form/%2E%2E')).status).toBe(404);
    });
  });

  describe('frames, the live preview and the example host page (spec 02 §5)', () => {
    let tokens: Record<string, string>;
    const PAGE = '/Comparar/Seguros-de-Salud';
    beforeAll(async () => {
      const list = await request(app).get('/api/admin/partners').set('Authorization', `Bearer ${adminToken}`);
      tokens = Object.fromEntries(list.body.map((p: { code: string; iframeToken: string }) => [p.code, p.iframeToken]));
    });
    const framed = (host: string, query: Record<string, string>, referer?: string) => {
      const call = request(app).get(PAGE).query(query).set('Host', host).set('Sec-Fetch-Dest', 'iframe');
      return referer ? call.set('Referer', referer) : call;
    };

    it('answers an unauthorized frame with a blank page: no token, a foreign token, a page not in the list', async () => {
      for (const [query, referer] of [
        [{}, 'http://localhost:3000/'],
        [{ IFRAME_AUTH: 'inventado' }, 'http://localhost:3000/'],
        [{ IFRAME_AUTH: tokens.clinica! }, 'http://localhost:3000/'],
        [{ IFRAME_AUTH: tokens.demo! }, 'https://intruso.example/pagina'],
      ] as const) {
        const response = await framed(DEMO, query, referer);
        expect(response.status, JSON.stringify(query)).toBe(403);
        expect(response.text).toBe(BLANK_PAGE);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('serves the frame of an authorized page with the token, and pages outside frames as usual', async () => {
      expect(
        (await framed(DEMO, { IFRAME_AUTH: tokens.demo! }, 'http://localhost:3000/ejemplos/sitio-socio')).status,
      ).not.toBe(403);
      // No Referer (a strict referrer policy): the token decides, the CSP frame-ancestors does the rest.
      expect((await framed(DEMO, { IFRAME_AUTH: tokens.demo! })).status).not.toBe(403);
      // A frame navigating inside itself has its own site as referrer.
      expect((await framed(DEMO, { IFRAME_AUTH: tokens.demo! }, `http://${DEMO}/Contacto`)).status).not.toBe(403);
      expect((await request(app).get(PAGE).set('Host', DEMO)).status).not.toBe(403);
      expect((await request(app).get(PAGE).set('Host', MAIN).set('Sec-Fetch-Dest', 'iframe')).status).not.toBe(403);
    });

    it('keeps an authorized frame authorized on a reload without the query, through its partitioned cookie', async () => {
      const host = 'http://localhost:3000/ejemplos/sitio-socio';
      const first = await framed(DEMO, { IFRAME_AUTH: tokens.demo! }, host);
      expect(first.status).not.toBe(403);
      const cookie = ([] as string[])
        .concat(first.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('frame_auth='));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/HttpOnly; Secure; SameSite=None; Partitioned/);
      const reload = await framed(DEMO, {}, host).set('Cookie', cookie!.split(';')[0]!);
      expect(reload.status).not.toBe(403);
      expect(reload.text).not.toBe(BLANK_PAGE);
      // The site's own check in the browser gets the token from the page (the cookie is HttpOnly).
      expect(reload.text).toContain('<script type="application/json" id="frame-auth">');
      // Without the cookie (another embedding site: its partition has none) the same reload stays blank.
      expect((await framed(DEMO, {}, host)).status).toBe(403);
      // A cookie carrying a foreign or invented token authorizes nothing, and no cookie is set for a refusal.
      const forged = await framed(DEMO, {}, host).set('Cookie', `frame_auth=${tokens.clinica}`);
      expect(forged.status).toBe(403);
      const refused = await framed(DEMO, { IFRAME_AUTH: 'inventado' }, host);
      expect(refused.headers['set-cookie']).toBeUndefined();
    });

    it('asks a partner-type frame for an encoded profile carrying a referido', async () => {
      const created = await request(app)
        .post('/api/admin/partners')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({
          code: 'broker',
          name: 'Broker Socio',
          embedType: 'partner',
          config: { allowedUrls: ['https://broker.example'] },
        });
      expect(created.status).toBe(201);
      const token = created.body.iframeToken as string;
      const host = 'broker.localhost:3000';
      expect((await framed(host, { IFRAME_AUTH: token }, 'https://broker.example/')).status).toBe(403);
      const noReferido = encodeProfileParam({ cotizante: [{ edad: 40 }] });
      expect((await framed(host, { IFRAME_AUTH: token, profile: noReferido }, 'https://broker.example/')).status).toBe(
        403,
      );
      const withReferido = encodeProfileParam({ referido: 'asesor@broker.example' });
      const allowed = await framed(host, { IFRAME_AUTH: token, profile: withReferido }, 'https://broker.example/');
      expect(allowed.status).not.toBe(403);
    });

    it('previews a configuration as it would be stored (sanitised, normalised) or with its field errors', async () => {
      const preview = await request(app)
        .post('/api/admin/partners/preview')
        .set('Authorization', `Bearer ${partnerAdmin.token}`)
        .send({
          config: {
            subdomainBanner: { color: 'ABC', endGradient: '#11223344' },
            headerHTML:
              '<header><a href="https://socio.cl" onclick="robar()">Socio</a><script>alert(1)</script></header>',
            useHeader: true,
          },
        });
      expect(preview.status).toBe(200);
      expect(preview.body.data.subdomainBanner).toMatchObject({ color: '#abc', endGradient: '#112233' });
      expect(preview.body.data.headerHTML).toBe('<header><a href="https://socio.cl">Socio</a></header>');
      const invalid = await request(app)
        .post('/api/admin/partners/preview')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ config: { cardContractButtonColor: 'verde', redirects: { defaultPath: 'sin-barra' } } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.details.errors).toMatchObject({
        'config.cardContractButtonColor': 'Invalid HEX color.',
        'config.redirects.defaultPath': expect.stringContaining('Debe ser una ruta'),
      });
      expect((await request(app).post('/api/admin/partners/preview').send({ config: {} })).status).toBe(401);
    });

    it('serves the example host page with the local partner’s snippet (development and tests)', async () => {
      const page = await request(app).get('/ejemplos/sitio-socio').query({ socio: 'demo' }).set('Host', MAIN);
      expect(page.status).toBe(200);
      expect(page.text).toContain(
        `src="http://demo.localhost:3000/Comparar/Seguros-de-Salud?IFRAME_AUTH=${encodeURIComponent(tokens.demo!)}"`,
      );
      expect(page.text).toContain('data-testid="host-header"');
      expect(page.headers['content-security-policy']).toContain('frame-src http://demo.localhost:3000');
      const other = await request(app)
        .get('/ejemplos/sitio-socio')
        .query({ socio: 'demo', token: 'otro' })
        .set('Host', MAIN);
      expect(other.text).toContain('IFRAME_AUTH=otro"');
      expect((await request(app).get('/ejemplos/sitio-socio').query({ socio: 'nadie' })).status).toBe(404);
    });
  });
});
