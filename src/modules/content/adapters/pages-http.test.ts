import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { withToken, staffToken } from '../../identity/testing/identity-fixtures.js';

/** Information pages, the blog and their back-office resource on the real Postgres. */
describe('content pages HTTP', () => {
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

  it('GET /api/information/{name} answers the terms page, and 404 in Spanish for an unknown name', async () => {
    const terms = await request(app).get('/api/information/Terminos-y-Condiciones').expect(200);
    expect(terms.body.data).toMatchObject({
      kind: 'information',
      slug: 'Terminos-y-Condiciones',
      title: 'Términos y Condiciones',
    });
    expect(terms.body.data.body).toContain('19.628');
    const missing = await request(app).get('/api/information/No-Existe').expect(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'No existe la página No-Existe.' });
    await request(app).get('/api/information/..%2F..%2Fetc').expect(404);
  });

  it('serves the blog: areas with articles, the Cyber Day post, 404 for unknown ones', async () => {
    const index = await request(app).get('/api/blog').expect(200);
    const health = (index.body.data as { area: string; articles: { slug: string; body?: string }[] }[]).find(
      (area) => area.area === 'Seguros-de-Salud',
    );
    expect(health?.articles.map((a) => a.slug)).toContain('CyberDay');
    expect(health?.articles[0]).not.toHaveProperty('body');
    const post = await request(app).get('/api/blog/Seguros-de-Salud/CyberDay').expect(200);
    expect(post.body.data.title).toMatch(/Cyber Day/);
    expect(post.body.data.cta.path).toBe('/Comparar/Seguros-de-Salud/Cyber-Day');
    await request(app).get('/api/blog/Seguros-de-Salud/Nada').expect(404);
    await request(app).get('/api/blog/Nada').expect(404);
  });

  it('guards the back-office resource by content:* permissions', async () => {
    await request(app).get('/api/admin/content-pages').expect(401);
    await as(executive).get('/api/admin/content-pages').expect(403);
    await as(executive).put('/api/admin/content-pages/1', { title: 'Hackeado' }).expect(403);
    const list = await as(admin).get('/api/admin/content-pages?filter=%7B%22kind%22%3A%22blog%22%7D').expect(200);
    expect(list.headers['content-range']).toMatch(/^content-pages 0-\d+\/\d+$/);
    expect((list.body as unknown[]).length).toBeGreaterThan(0);
    expect((list.body as { kind: string }[]).every((row) => row.kind === 'blog')).toBe(true);
  });

  it('edits a page (the public page shows it) and refuses bad input with Spanish field errors, writing nothing', async () => {
    const [terms] = (await as(admin).get('/api/admin/content-pages?filter=%7B%22q%22%3A%22Terminos%22%7D').expect(200))
      .body as { id: number; title: string; body: string }[];
    const bad = await as(admin)
      .put(`/api/admin/content-pages/${terms!.id}`, { title: 'ab', ctaLabel: 'Ir', ctaPath: 'https://otro.sitio' })
      .expect(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(['ctaPath', 'title']);
    expect((await request(app).get('/api/information/Terminos-y-Condiciones')).body.data.title).toBe(terms!.title);

    const edited = await as(admin)
      .put(`/api/admin/content-pages/${terms!.id}`, { ...terms, title: 'Términos y Condiciones de uso' })
      .expect(200);
    expect(edited.body.title).toBe('Términos y Condiciones de uso');
    const publicPage = await request(app).get('/api/information/Terminos-y-Condiciones').expect(200);
    expect(publicPage.body.data.title).toBe('Términos y Condiciones de uso');

    const unpublished = await as(admin).put(`/api/admin/content-pages/${terms!.id}`, { published: false }).expect(200);
    expect(unpublished.body.published).toBe(false);
    await request(app).get('/api/information/Terminos-y-Condiciones').expect(404);
    await as(admin).put(`/api/admin/content-pages/${terms!.id}`, { published: true }).expect(200);
  });

  it('creates an article; a second one at the same address is a 409', async () => {
    const article = {
      kind: 'blog',
      area: 'Seguros-de-Vida',
      slug: 'Seguro-de-Vida-con-Ahorro',
      title: 'Seguro de vida con ahorro',
      summary: 'Cómo funciona.',
      body: 'Primer párrafo.\n\nSegundo párrafo.',
      published: true,
    };
    const created = await as(admin).post('/api/admin/content-pages', article).expect(201);
    expect(created.body).toMatchObject({ slug: 'Seguro-de-Vida-con-Ahorro', published: true });
    expect(created.body.publishedAt).not.toBeNull();
    await request(app).get('/api/blog/Seguros-de-Vida/Seguro-de-Vida-con-Ahorro').expect(200);
    const again = await as(admin).post('/api/admin/content-pages', article).expect(409);
    expect(again.body.error.message).toBe('Ya existe una página con esa dirección.');
    await as(executive)
      .post('/api/admin/content-pages', { ...article, slug: 'Otro' })
      .expect(403);
  });
});
