import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { siteStatusOf } from '../../../content/index.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

interface Hit {
  kind: string;
  title: string;
  subtitle: string;
  url: string;
}

/** GET /api/search and GET /api/search/products over a small sample catalogue, real Postgres. */
describe('catalogue search', () => {
  let runtime: TestRuntime;
  let app: Express;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 60, plans: 40 });
    app = runtime.createHttpApp();
  }, 120_000);
  afterAll(() => runtime?.dispose());

  it('finds organizations whatever the accents and case, each with a page of the site', async () => {
    const response = await request(app).get('/api/search').query({ q: 'CLINICA davila' }).expect(200);
    const organizations = response.body.data.organizations as Hit[];
    expect(organizations.map((hit) => hit.title)).toContain('Clínica Dávila');
    expect(organizations.find((hit) => hit.title === 'Clínica Dávila')!.url).toBe(
      '/Clinicas-y-Hospitales/Clinica-Davila',
    );
  });

  it('finds products and plans by words of their names, with URLs the site serves', async () => {
    const [product] = (await request(app).get('/api/search/products').expect(200)).body.data as {
      title: string;
      url: string;
    }[];
    const found = (await request(app).get('/api/search').query({ q: product!.title }).expect(200)).body.data;
    expect((found.products as Hit[]).map((hit) => hit.url)).toContain(product!.url);
    const plans = (await request(app).get('/api/search').query({ q: 'preferente' }).expect(200)).body.data
      .plans as Hit[];
    expect(plans.length).toBeGreaterThan(0);
    for (const hit of [...found.products, ...plans] as Hit[]) expect(siteStatusOf(hit.url)).toBe(200);
  });

  it('answers no hits for an empty or punctuation-only query, and 400 for a too long one', async () => {
    const empty = await request(app).get('/api/search').query({ q: '%_' }).expect(200);
    expect(empty.body.data).toEqual({ query: '', products: [], plans: [], organizations: [] });
    const long = await request(app)
      .get('/api/search')
      .query({ q: 'x'.repeat(201) })
      .expect(400);
    expect(long.body.error.code).toBe('BAD_REQUEST');
  });
});
