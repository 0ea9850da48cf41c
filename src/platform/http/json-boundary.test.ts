import type { Express } from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs } from '../../modules/identity/testing/identity-fixtures.js';
import type { Policy } from '../../modules/policies/domain/policy.js';
import { createCompanyWithPolicy } from '../../modules/policies/testing/policies-fixtures.js';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';
import { listTables, snapshot, changes } from '../testing/table-snapshot.js';

/** Issue 24: text PostgreSQL cannot store, and bodies that are not JSON, refused once for every route. */
describe('the JSON boundary: unstorable text is a 400, a non-JSON body a 415, nothing written', () => {
  let runtime: TestRuntime;
  let app: Express;
  let token: string;
  let policy: Policy;
  let tables: string[];

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    policy = (await createCompanyWithPolicy(runtime, { name: 'Frontera SpA' })).policy;
    const admin = await createTestUser(runtime, ['ADMIN']);
    token = (await loginAs(app, admin.email)).access_token;
    tables = await listTables(runtime.sequelize);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  /** Runs a request and answers it with the tables it changed. */
  const written = async (send: () => Promise<request.Response>) => {
    const before = await snapshot(runtime.sequelize, tables);
    const response = await send();
    return { response, changed: changes(before, await snapshot(runtime.sequelize, tables)) };
  };

  const UNSTORABLE = ['a\u0000b', 'a\ud800b', '\udc00'];

  it('refuses NUL and lone surrogates on the public partner form (was a 500)', async () => {
    for (const name of UNSTORABLE) {
      const { response, changed } = await written(() => request(app).post('/api/integration/form').send({ name }));
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/no permitidos/),
      });
      expect(response.body.error.details.errors).toEqual({ name: 'Contiene caracteres no permitidos.' });
      expect(changed).toEqual([]);
    }
    // Nested and in keys too.
    const nested = await request(app)
      .post('/api/integration/form')
      .send({ perfil: { cargas: [{ nombre: 'x\u0000' }] } });
    expect(nested.status).toBe(400);
    expect(nested.body.error.details.errors).toHaveProperty(['perfil.cargas.0.nombre']);
    expect((await request(app).post('/api/integration/form').send({ 'a\u0000': 1 })).status).toBe(400);
    expect((await request(app).post('/api/integration/form').send({ name: 'Ana 😀' })).status).toBe(201);
  });

  it('refuses them on a policy edit (was a 500), leaving the policy as it was', async () => {
    for (const productName of UNSTORABLE) {
      const { response, changed } = await written(() =>
        request(app)
          .put(`/api/admin/policies/${policy.id}`)
          .auth(token, { type: 'bearer' })
          .send({ startDate: policy.startDate, productName }),
      );
      expect(response.status).toBe(400);
      expect(changed).toEqual([]);
    }
  });

  it('refuses them on any route: a lead, a query string, a path', async () => {
    const lead = await written(() =>
      request(app)
        .post('/api/solicitarplans')
        .set('X-Forwarded-For', '10.77.0.1')
        .send({
          nombre: 'Ana\u0000',
          email: 'ana@correo.cl',
          telefono: '+56 9 1234 5678',
          agree: true,
          product: { code: 'QPS230', name: 'Plan' },
        }),
    );
    expect(lead.response.status).toBe(400);
    expect(lead.changed).toEqual([]);
    const query = await request(app).get('/api/admin/policies').query({ q: 'a\u0000' }).auth(token, { type: 'bearer' });
    expect(query.status).toBe(400);
    const path = await request(app).get('/api/admin/client-organizations/%00').auth(token, { type: 'bearer' });
    expect(path.status).toBe(400);
    // A path that is not UTF-8 (a lone surrogate's bytes) was a 500.
    const badPath = await request(app).put('/api/admin/leads/%ED%A0%80').auth(token, { type: 'bearer' }).send({});
    expect(badPath.status).toBe(400);
    expect(badPath.body.error.code).toBe('BAD_REQUEST');
  });

  it('answers 415 to a write whose body is not JSON (was a 200 that changed nothing)', async () => {
    const cases: ['put' | 'post', string, string][] = [
      ['put', `/api/admin/policies/${policy.id}`, 'text/plain'],
      ['post', '/api/integration/form', 'text/plain'],
      ['post', '/api/feedbacks', 'application/x-www-form-urlencoded'],
      ['post', '/api/admin/client-organizations', 'application/xml'],
    ];
    for (const [method, url, type] of cases) {
      const agent = request(app);
      const { response, changed } = await written(() =>
        (method === 'put' ? agent.put(url) : agent.post(url))
          .auth(token, { type: 'bearer' })
          .set('Content-Type', type)
          .send('{"name":"x","productName":"x"}'),
      );
      expect(response.status, `${method} ${url}`).toBe(415);
      expect(response.body.error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
        details: { contentType: type },
      });
      expect(changed).toEqual([]);
    }
    // A charset JSON does not use was a 500.
    const latin1 = await request(app)
      .post('/api/integration/form')
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{"name":"x"}');
    expect(latin1.status).toBe(415);
    // JSON variants and bodiless actions still pass.
    const vendor = await request(app)
      .post('/api/integration/form')
      .set('Content-Type', 'application/vnd.api+json')
      .send('{"name":"x"}');
    expect(vendor.status, JSON.stringify(vendor.body)).toBe(201);
  });

  it('keeps multipart uploads working where the document declares them', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = await request(app)
      .post(`/api/admin/policies/${policy.id}/documents`)
      .auth(token, { type: 'bearer' })
      .attach('file', pdf, 'contrato.pdf');
    expect(upload.status).toBe(201);
    // …and nowhere else.
    const elsewhere = await request(app)
      .put(`/api/admin/policies/${policy.id}`)
      .auth(token, { type: 'bearer' })
      .field('startDate', policy.startDate);
    expect(elsewhere.status).toBe(415);
    const [row] = await runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM policy_documents', {
      type: QueryTypes.SELECT,
    });
    expect(row?.n).toBe(1);
  });
});
