import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { withToken, staffToken } from '../../identity/testing/identity-fixtures.js';

/**
 * Issue 30's calls on the real app and Postgres: the content service's four resources and their
 * back-office, route-translator, comparator blocks and FAQ, the university from the blog, the page cache
 * purge and the new information pages.
 */
describe('issue 30 content calls', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let executive: string;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    const login = async (role: string) => staffToken(runtime, app, role);
    [admin, executive] = [await login('ADMIN'), await login('EJECUTIVO')];
  }, 120_000);
  afterAll(() => runtime?.dispose());

  const as = (token: string) => withToken(app, token);

  const landing = {
    slug: 'Seguros-de-Salud-Pymes',
    application: 'Comparador',
    locale: 'es',
    tag: 'pymes',
    title: 'Seguros de salud para pymes',
    description: 'Para empresas de 2 a 50 trabajadores.',
    body: 'Primer párrafo.\n\nSegundo párrafo.',
    ctaLabel: 'Comparar',
    ctaPath: '/Comparar/Seguro-Complementario-Empresa',
  };

  it('keeps the content service entries behind content:* permissions and stores them strictly', async () => {
    await request(app).get('/api/admin/country-landings').expect(401);
    await as(executive).get('/api/admin/country-landings').expect(403);
    await as(executive).post('/api/admin/country-landings', landing).expect(403);

    const bad = await as(admin)
      .post('/api/admin/country-landings', {
        ...landing,
        slug: 'con espacios',
        locale: 'fr',
        ctaPath: 'https://otro.sitio/',
        body: '',
      })
      .expect(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(['body', 'ctaPath', 'locale', 'slug']);
    expect(bad.body.error.message).toMatch(/^Revisa los campos marcados\./);

    const created = await as(admin).post('/api/admin/country-landings', landing).expect(201);
    // Stored as checked: the application lower-cased, inactive unless said, optional fields present.
    expect(created.body).toMatchObject({ slug: landing.slug, application: 'comparador', activo: true });
    const again = await as(admin).post('/api/admin/country-landings', landing).expect(409);
    expect(again.body.error.message).toBe('Ya existe una entrada con esos datos.');

    const list = await as(admin).get('/api/admin/country-landings?filter=%7B%22q%22%3A%22pymes%22%7D').expect(200);
    expect(list.headers['content-range']).toMatch(/^country-landings 0-0\/1$/);
    const edited = await as(admin)
      .put(`/api/admin/country-landings/${created.body.id}`, { title: 'Salud para pymes' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Salud para pymes', slug: landing.slug });
  });

  it('answers GET /api/country-landings in the content service shape, filtered the liberal way', async () => {
    const byFilters = await request(app)
      .get('/api/country-landings')
      .query({
        'filters[slug][$eq]': landing.slug,
        'filters[application][name][$eq]': 'comparador',
        locale: 'es',
        'fields[0]': 'slug',
      })
      .expect(200);
    expect(byFilters.body.data).toHaveLength(1);
    expect(byFilters.body.data[0].attributes).toMatchObject({ slug: landing.slug, title: 'Salud para pymes' });
    expect(byFilters.body.meta.pagination.total).toBe(1);
    const plain = await request(app).get(`/api/country-landings?slug=${landing.slug}`).expect(200);
    expect(plain.body.data).toHaveLength(1);
    const none = await request(app).get('/api/country-landings?filters[slug][$eq]=No-Existe').expect(200);
    expect(none.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 0, pageCount: 1, total: 0 } } });
  });

  it('serves subscriptions and success reviews (images populated), hides inactive ones, deletes with content:delete', async () => {
    await as(admin)
      .post('/api/admin/organization-subscriptions', {
        subdomain: 'Caja-Andes',
        name: 'Caja Los Andes',
        title: 'Seguros para afiliados',
        logoUrl: 'https://cdn.example.cl/logo.png',
      })
      .expect(201);
    const product = await as(admin)
      .post('/api/admin/product-subscriptions', {
        productCode: 'qps135',
        subdomain: 'caja-andes',
        title: 'Gastos mayores con descuento',
        benefit: '10% de descuento',
      })
      .expect(201);
    expect(product.body.productCode).toBe('QPS135');
    const orgs = await request(app).get('/api/organization-subscriptions?filters[subdomain][$eq]=caja-andes');
    expect(orgs.body.data[0].attributes).toMatchObject({ name: 'Caja Los Andes', subdomain: 'caja-andes' });
    const products = await request(app).get('/api/product-subscriptions').query({
      'filters[productCode][$eq]': 'QPS135',
      'filters[organization_subscription][subdomain][$eq]': 'caja-andes',
    });
    expect(products.body.data.map((d: { attributes: { title: string } }) => d.attributes.title)).toEqual([
      'Gastos mayores con descuento',
    ]);

    await as(admin)
      .post('/api/admin/success-reviews', {
        comparatorId: 1,
        items: [{ name: 'Ana', text: 'Muy claro.', rating: 5, imageUrl: '/assets/ana.jpg', imageAlt: 'Ana' }],
      })
      .expect(201);
    const badReview = await as(admin)
      .post('/api/admin/success-reviews', { comparatorId: 2, items: [{ name: 'X', text: 'Y', rating: 9 }] })
      .expect(400);
    expect(badReview.body.error.details.errors['items.0.rating']).toBe('La nota va de 1 a 5.');
    const reviews = await request(app).get(
      '/api/success-reviews?filters[comparatorId][$eq]=1&populate[items][populate]=image',
    );
    expect(reviews.body.data[0].attributes.items[0]).toMatchObject({
      name: 'Ana',
      rating: 5,
      image: { data: { attributes: { url: '/assets/ana.jpg', alternativeText: 'Ana' } } },
    });

    await as(admin).put(`/api/admin/product-subscriptions/${product.body.id}`, { active: false }).expect(200);
    expect((await request(app).get('/api/product-subscriptions?productCode=QPS135')).body.data).toEqual([]);
    // Asking for inactive rows shows nothing more: drafts are for staff.
    expect((await request(app).get('/api/product-subscriptions?productCode=QPS135&active=false')).body.data).toEqual(
      [],
    );
    await as(executive).delete(`/api/admin/product-subscriptions/${product.body.id}`).expect(403);
    await as(admin).delete(`/api/admin/product-subscriptions/${product.body.id}`).expect(200);
    await as(admin).get(`/api/admin/product-subscriptions/${product.body.id}`).expect(404);
  });

  it('route-translator gives the page address per language, after the site redirects', async () => {
    const encoded = encodeURIComponent('/Comparar/Seguros-de-Salud?x=1');
    const known = await request(app).get(`/api/route-translator/${encoded}`).expect(200);
    expect(known.body.data).toMatchObject({ path: '/Comparar/Seguros-de-Salud', found: true });
    expect(known.body.data.alternates.map((a: { hreflang: string }) => a.hreflang)).toEqual(['es-CL', 'x-default']);
    expect(known.body.data.alternates[0].href).toMatch(/\/Comparar\/Seguros-de-Salud$/);
    const base64 = Buffer.from('https://otro.sitio/Isapres-de-Chile').toString('base64url');
    const redirected = await request(app).get(`/api/route-translator/${base64}`).expect(200);
    expect(redirected.body.data).toMatchObject({ path: '/Isapre', found: true });
    expect(redirected.body.data.alternates[0].href).not.toContain('otro.sitio');
    const bad = await request(app).get('/api/route-translator/no%20es%20una%20ruta').expect(400);
    expect(bad.body.error.message).toBe('La dirección a traducir no es válida.');
  });

  it('answers comparator blockzone and faq, 404 in Spanish for an unknown comparator', async () => {
    const faq = await request(app).get('/api/comparator/faq').expect(200);
    expect(faq.body.data.items.length).toBeGreaterThan(2);
    const zones = await request(app).get('/api/comparator/blockzone').expect(200);
    expect(zones.body.data.zones.map((z: { zone: string }) => z.zone)).toEqual(['header', 'steps', 'footer']);
    const unknown = await request(app).get('/api/comparator/faq?comparator=No-Existe-Comparador').expect(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the university calls from the blog', async () => {
    const tags = await request(app).get('/api/qp-university/tags').expect(200);
    expect(tags.body.data).toContainEqual({
      id: expect.any(Number),
      name: 'Seguros de salud',
      slug: 'Seguros-de-Salud',
    });
    const posts = await request(app).get('/api/qp-university/posts?tag=Seguros-de-Salud&take=1&page=abc').expect(200);
    expect(posts.body.data).toHaveLength(1);
    expect(posts.body.data[0].url).toMatch(/^\/QP-Blog\/Seguros-de-Salud\//);
    const count = await request(app).get('/api/qp-university/count?tag=Seguros-de-Salud').expect(200);
    expect(count.body.data.count).toBeGreaterThanOrEqual(2);
    expect((await request(app).get('/api/qp-university/tabs').expect(200)).body.data).toEqual([]);
    const post = await request(app).get('/api/qp-university/posts/cyberday').expect(200);
    expect(post.body.data.url).toBe('/QP-Blog/Seguros-de-Salud/CyberDay');
    await request(app).get('/api/qp-university/otra-cosa').expect(404);
  });

  it('purges the page cache only for cache:purge holders and known apps', async () => {
    await request(app).post('/api/cloudflare-cache/comparador').expect(401);
    await as(executive).post('/api/cloudflare-cache/comparador').expect(403);
    const purged = await as(admin).post('/api/cloudflare-cache/comparador').expect(200);
    expect(purged.body.data).toMatchObject({ app: 'comparador', purged: true, pages: expect.any(Number) });
    const unknown = await as(admin).post('/api/cloudflare-cache/otra-app').expect(404);
    expect(unknown.body.error.message).toBe('No existe la aplicación otra-app.');
  });

  it('publishes the named information pages of spec 02 §2.1', async () => {
    for (const name of [
      'Que-es-QuePlan',
      'Suscripcion-QP',
      'Rescate-Seguro-de-Vida-con-Ahorro',
      'Trabaja-con-QuePlan',
      'Practicas-QuePlan',
      'Referidos-QuePlan',
      'Planes-Empresa-QuePlan',
    ]) {
      const page = await request(app).get(`/api/information/${name}`).expect(200);
      expect(page.body.data.slug).toBe(name);
    }
  });
});
