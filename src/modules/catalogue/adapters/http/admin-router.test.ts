import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { staffToken } from '../../../identity/testing/identity-fixtures.js';
import type { AdminOrganizationRow, AdminProductRow } from '../../domain/admin-catalogue.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/** /api/admin/products and /api/admin/organizations over a small sample catalogue, real Postgres. */
describe('back-office products and organizations', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let supervisor: string;
  let executive: string;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 60, plans: 0 });
    app = runtime.createHttpApp();
    const login = async (role: string) => staffToken(runtime, app, role);
    [admin, supervisor, executive] = [await login('ADMIN'), await login('SUPERVISOR'), await login('EJECUTIVO')];
  }, 120_000);
  afterAll(() => runtime?.dispose());

  const get = (path: string, token = admin) => request(app).get(path).set('Authorization', `Bearer ${token}`);
  const put = (path: string, body: object, token = admin) =>
    request(app).put(path).set('Authorization', `Bearer ${token}`).send(body);
  const version = async () => {
    const [rows] = await runtime.sequelize.query('SELECT version::int AS version FROM catalogue_state');
    return (rows as { version: number }[])[0]!.version;
  };

  describe('GET /api/admin/products', () => {
    it('answers a page with Content-Range and the exposed header, sorted as asked', async () => {
      const response = await get(
        `/api/admin/products?sort=${encodeURIComponent('["displayName","DESC"]')}&range=${encodeURIComponent('[5,14]')}`,
      ).expect(200);
      const rows = response.body as AdminProductRow[];
      expect(rows).toHaveLength(10);
      expect(response.headers['content-range']).toBe('products 5-14/60');
      expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
      const names = rows.map((r) => r.displayName);
      // The database compares by code point (C collation): the same order here.
      expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const byId = (await get(`/api/admin/products?sort=${encodeURIComponent('["id","DESC"]')}`).expect(200))
        .body as AdminProductRow[];
      expect(byId.map((r) => r.id)).toEqual(byId.map((r) => r.id).sort((a, b) => b - a));
      expect(byId).toHaveLength(25);
      expect(rows[0]).toMatchObject({
        id: expect.any(Number),
        productCode: expect.any(String),
        organizationName: expect.any(String),
        insuranceTypeName: expect.any(String),
        salesChannel: expect.stringMatching(/^(QpLead|QpOnlineSale|ExternalOnlineSale|QpMixSale)$/),
        active: true,
      });
    });

    it('filters by search text, organization and ids (getMany)', async () => {
      const all = (await get('/api/admin/products?range=[0,59]').expect(200)).body as AdminProductRow[];
      const target = all[7]!;
      const byText = await get(
        `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: target.productCode }))}`,
      ).expect(200);
      expect((byText.body as AdminProductRow[]).map((r) => r.id)).toContain(target.id);
      const byOrg = (
        await get(
          `/api/admin/products?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ organizationId: target.organizationId }))}`,
        ).expect(200)
      ).body as AdminProductRow[];
      expect(byOrg.length).toBe(all.filter((r) => r.organizationId === target.organizationId).length);
      expect(byOrg.every((r) => r.organizationId === target.organizationId)).toBe(true);
      const byIds = await get(
        `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ id: [all[0]!.id, all[1]!.id] }))}`,
      ).expect(200);
      expect((byIds.body as AdminProductRow[]).map((r) => r.id).sort()).toEqual([all[0]!.id, all[1]!.id].sort());
      expect(byIds.headers['content-range']).toBe('products 0-1/2');
    });

    it('answers 400 in Spanish for a bad sort field, bad JSON or a reversed range', async () => {
      const badSort = await get(`/api/admin/products?sort=${encodeURIComponent('["password","ASC"]')}`).expect(400);
      expect(badSort.body.error.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(badSort.body.error.details.errors)).toContain('No se puede ordenar por ese campo.');
      await get('/api/admin/products?filter={nope').expect(400);
      await get('/api/admin/products?range=[10,2]').expect(400);
    });
  });

  describe('PUT /api/admin/products/:id', () => {
    it('ADMIN edits a product: the record, the catalogue version and the public card all change', async () => {
      const [product] = (await get('/api/admin/products?range=[0,0]').expect(200)).body as AdminProductRow[];
      const before = await version();
      // react-admin sends the whole record back; read-only keys are ignored.
      const response = await put(`/api/admin/products/${product!.id}`, {
        ...product,
        displayName: '  Seguro Editado Desde Back-office  ',
        isPromoted: true,
        salesChannel: 'QpOnlineSale',
        productCode: 'NO-SE-CAMBIA',
      }).expect(200);
      expect(response.body).toMatchObject({
        id: product!.id,
        displayName: 'Seguro Editado Desde Back-office',
        isPromoted: true,
        salesChannel: 'QpOnlineSale',
        productCode: product!.productCode,
      });
      expect(await version()).toBe(before + 1);
      expect((await get(`/api/admin/products/${product!.id}`).expect(200)).body.displayName).toBe(
        'Seguro Editado Desde Back-office',
      );
      const card = await request(app).get(`/api/insurance/${product!.id}`).expect(200);
      expect(card.body.data.displayName).toBe('Seguro Editado Desde Back-office');
      expect(card.body.data.isPromoted).toBe(true);
    });

    it('a deactivated product leaves the public catalogue', async () => {
      const [product] = (await get('/api/admin/products?range=[1,1]').expect(200)).body as AdminProductRow[];
      await request(app).get(`/api/insurance/${product!.id}`).expect(200);
      await put(`/api/admin/products/${product!.id}`, { active: false }).expect(200);
      await request(app).get(`/api/insurance/${product!.productCode}`).expect(404);
    });

    it('answers 400 with Spanish field errors and writes nothing for bad input', async () => {
      const [product] = (await get('/api/admin/products?range=[2,2]').expect(200)).body as AdminProductRow[];
      const before = await version();
      const response = await put(`/api/admin/products/${product!.id}`, {
        displayName: ' x ',
        salesChannel: 'Telefono',
        isPromoted: 'quizás',
      }).expect(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
      expect(response.body.error.details.errors).toEqual({
        displayName: 'El nombre debe tener al menos 3 caracteres.',
        salesChannel: 'Canal de venta desconocido.',
        isPromoted: 'Destacado debe ser verdadero o falso.',
      });
      expect(await version()).toBe(before);
      expect((await get(`/api/admin/products/${product!.id}`).expect(200)).body).toEqual(product);
    });

    it('404 for an unknown product, 400 for a non-numeric id', async () => {
      expect((await put('/api/admin/products/999999', { active: true }).expect(404)).body.error.code).toBe('NOT_FOUND');
      await get('/api/admin/products/999999').expect(404);
      await get('/api/admin/products/abc').expect(400);
    });
  });

  describe('organizations', () => {
    it('lists with Content-Range, filters by type, reads one and ADMIN edits name, url, image and active', async () => {
      const list = await get(
        `/api/admin/organizations?range=[0,4]&filter=${encodeURIComponent('{"organizationType":"ISAPRE"}')}`,
      ).expect(200);
      const rows = list.body as AdminOrganizationRow[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.organizationType === 'ISAPRE')).toBe(true);
      expect(list.headers['content-range']).toMatch(/^organizations 0-\d+\/\d+$/);
      const target = rows[0]!;
      expect((await get(`/api/admin/organizations/${target.id}`).expect(200)).body).toEqual(target);

      const selling = async () =>
        ((await request(app).get('/api/organization/availableToSell').expect(200)).body.data as { id: number }[]).map(
          (o) => o.id,
        );
      expect(target.active).toBe(true);
      expect(await selling()).toContain(target.id);
      const before = await version();
      const updated = await put(`/api/admin/organizations/${target.id}`, {
        ...target,
        name: 'Isapre Renombrada',
        url: 'https://www.isapre-renombrada.cl',
        image: '',
        active: false,
      }).expect(200);
      expect(updated.body).toMatchObject({
        name: 'Isapre Renombrada',
        url: 'https://www.isapre-renombrada.cl',
        image: null,
        active: false,
        organizationCode: target.organizationCode,
      });
      expect(await version()).toBe(before + 1);
      // The public list of organizations on sale follows at once.
      expect(await selling()).not.toContain(target.id);
    });

    it('answers 400 with field errors for a bad url or image, and 404 for an unknown id', async () => {
      const [target] = (await get('/api/admin/organizations?range=[0,0]').expect(200)).body as AdminOrganizationRow[];
      const response = await put(`/api/admin/organizations/${target!.id}`, {
        name: '',
        url: 'javascript:alert(1)',
        image: 'logo sin ruta',
      }).expect(400);
      expect(Object.keys(response.body.error.details.errors).sort()).toEqual(['image', 'name', 'url']);
      expect(response.body.error.details.errors.url).toBe(
        'Debe ser una dirección web que empiece con http:// o https://.',
      );
      expect((await get(`/api/admin/organizations/${target!.id}`).expect(200)).body).toEqual(target);
      await put('/api/admin/organizations/999999', { name: 'Nadie' }).expect(404);
    });
  });

  describe('permissions', () => {
    it('401 without a token on every route', async () => {
      for (const path of ['/api/admin/products', '/api/admin/products/1', '/api/admin/organizations']) {
        expect((await request(app).get(path)).status).toBe(401);
      }
      expect((await request(app).put('/api/admin/products/1').send({ active: true })).status).toBe(401);
      expect((await request(app).put('/api/admin/organizations/1').send({ active: true })).status).toBe(401);
    });

    it('SUPERVISOR reads but cannot edit (403 product:update); EJECUTIVO cannot even read', async () => {
      const [product] = (await get('/api/admin/products?range=[3,3]', supervisor).expect(200))
        .body as AdminProductRow[];
      const denied = await put(`/api/admin/products/${product!.id}`, { displayName: 'No permitido' }, supervisor);
      expect(denied.status).toBe(403);
      expect(denied.body.error.details.permission).toBe('product:update');
      await get('/api/admin/organizations', supervisor).expect(200);
      expect((await put('/api/admin/organizations/1', { active: true }, supervisor)).status).toBe(403);
      expect((await get('/api/admin/products', executive)).status).toBe(403);
      expect((await get('/api/admin/organizations', executive)).status).toBe(403);
      expect((await get(`/api/admin/products/${product!.id}`).expect(200)).body.displayName).toBe(product!.displayName);
    });
  });
});
