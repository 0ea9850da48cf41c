import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';
import { createTestUser, loginAs } from '../../modules/identity/testing/identity-fixtures.js';
import { type ApiDocs, buildOpenApiDocument, openApiPaths, operationIdOf } from './openapi.js';
import { listRoutes } from './route-list.js';

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  parameters?: { name: string; in: string; schema?: Schema }[];
};
type Schema = { $ref?: string; properties?: Record<string, Schema>; [key: string]: unknown };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** The API a client integrates with: /api and the token endpoints (spec 03 §7); not the docs page itself. */
const isApi = (path: string) =>
  (path.startsWith('/api/') || path.startsWith('/token') || path.startsWith('/hashtoken/')) &&
  !path.startsWith('/api/docs');

describe('the OpenAPI document covers every route of the app', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  let doc: Document;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    doc = (await request(app).get('/api/docs/openapi.json').expect(200)).body as Document;
  }, 120_000);
  afterAll(() => runtime?.dispose());

  const appOperations = () =>
    listRoutes(app)
      .filter((route) => isApi(route.path))
      .flatMap((route) => openApiPaths(route.path).map((path) => `${route.method.toUpperCase()} ${path}`));

  it('finds the routes of every module in the router stack (the walk itself works)', () => {
    const operations = appOperations();
    expect(operations.length).toBeGreaterThan(150);
    for (const known of [
      'POST /api/insurance/compare/metadata',
      'GET /api/admin/leads/{id}',
      'POST /token',
      'GET /api/health/ready',
      'GET /api/isapres/beneficios-plan/{plan}/{benefit}',
    ]) {
      expect(operations).toContain(known);
    }
  });

  it('documents each route of the app, with its method (a route added without its registration fails here)', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = [...new Set(appOperations())].filter((operation) => !documented.has(operation));
    expect(missing, 'rutas sin registrar en su <router>.openapi.ts').toEqual([]);
  });

  it('documents no route the app does not have', () => {
    const served = new Set(appOperations());
    const stale = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => !served.has(operation)),
    );
    expect(stale).toEqual([]);
  });

  it('says `data: unknown` nowhere: every `data` envelope has a schema', () => {
    const vague: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const schema = response.content?.['application/json']?.schema;
          const data = schema?.properties?.data;
          if (data && Object.keys(data).length === 0) vague.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(vague).toEqual([]);
  });

  it('describes the compare body with the schema the route parses with', () => {
    const body = doc.paths['/api/insurance/compare/metadata']!.post!.requestBody!.content['application/json']!.schema!;
    expect(body.$ref).toBe('#/components/schemas/CompareRequest');
    const compare = doc.components.schemas.CompareRequest!;
    // Fields only the real schema has (the hand copy lacked its limits and messages).
    expect(compare.required).toEqual(['organizationType']);
    expect(compare.properties!.take).toMatchObject({ maximum: 100, default: 20 });
    expect(compare.properties!.uuid).toMatchObject({ pattern: '^[A-Za-z0-9-]{8,64}$' });
    // The GET variant takes the same fields from the query string.
    const names = doc.paths['/api/insurance/compare/metadata']!.get!.parameters!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['organizationType', 'profile', 'take', 'order']));
  });

  it('marks back-office routes with the bearer token and their permission', () => {
    const leads = doc.paths['/api/admin/leads']!.get! as Operation & { security?: unknown; description?: string };
    expect(leads.security).toEqual([{ bearerAuth: [] }]);
    expect(leads.description).toContain('lead:read');
    expect(Object.keys(leads.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    );

  it('names every operation with a unique operationId derived from its method and path', () => {
    const ids = operations().map(({ method, path, operation }) => {
      expect(operation.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/admin/leads/{id}/assign']!.put!.operationId).toBe('putAdminLeadsByIdAssign');
    expect(doc.paths['/token']!.post!.operationId).toBe('postToken');
  });

  it('declares security on every operation: the bearer token where a token is needed, none (`[]`) elsewhere', () => {
    for (const { method, path, operation } of operations()) {
      expect([[], [{ bearerAuth: [] }]], `${method} ${path}`).toContainEqual(operation.security);
    }
    const admin = operations().filter(({ path }) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const { method, path, operation } of admin) {
      expect(operation.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
    expect(doc.paths['/api/menu']!.get!.security).toEqual([]);
    expect(doc.paths['/token']!.post!.security).toEqual([]);
  });

  it('documents 413 on every operation that takes a body (the body parser refuses an oversized one)', async () => {
    const without = operations()
      .filter(({ operation }) => operation.requestBody && !('413' in operation.responses))
      .map(({ method, path }) => `${method} ${path}`);
    expect(without).toEqual([]);
    // The answer itself: the supertest hook checks it against the 413 documented here.
    const huge = { comment: 'x'.repeat(2 * 1024 * 1024) };
    const answer = await request(app).post('/api/feedbacks').send(huge).expect(413);
    expect(answer.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts `{}` on every POST whose documented body requires no field (the document lists what is required)', async () => {
    const [rows] = await runtime.sequelize.query('SELECT name FROM identity_roles');
    const user = await createTestUser(
      runtime,
      (rows as { name: string }[]).map((row) => row.name),
    );
    const token = (await loginAs(app, user.email)).access_token;
    const schemaOf = (schema: Schema) =>
      schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema;
    const refused: string[] = [];
    let probed = 0;
    for (const { method, path, operation } of operations()) {
      const body = operation.requestBody?.content['application/json']?.schema;
      if (method !== 'post' || !body) continue;
      const schema = schemaOf(body);
      const variants = (schema.anyOf ?? schema.oneOf ?? [schema]) as Schema[];
      if (!variants.some((variant) => !(schemaOf(variant).required as string[] | undefined)?.length)) continue;
      probed += 1;
      const answer = await request(app)
        .post(path.replace(/\{[^}]+\}/g, '1'))
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', `10.88.0.${probed}`)
        .send({});
      if (answer.status === 400)
        refused.push(`POST ${path}: ${JSON.stringify(answer.body.error?.details ?? answer.body)}`);
    }
    expect(probed).toBeGreaterThan(3);
    expect(refused).toEqual([]);
  });

  it('serves Swagger UI with only the files its page loads, from our origin, with no inline script', async () => {
    const page = await request(app).get('/api/docs').expect(200);
    const loaded = [...page.text.matchAll(/(?:src|href)="\/api\/docs\/([^"]+)"/g)].map((m) => m[1]);
    expect(loaded.sort()).toEqual(['favicon-32x32.png', 'init.js', 'swagger-ui-bundle.js', 'swagger-ui.css']);
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const file of loaded) await request(app).get(`/api/docs/${file}`).expect(200);
    for (const other of [
      'index.html',
      'swagger-initializer.js',
      'swagger-ui-bundle.js.map',
      'swagger-ui-es-bundle.js',
      'oauth2-redirect.html',
      'package.json',
      'swagger-ui-standalone-preset.js',
    ]) {
      await request(app).get(`/api/docs/${other}`).expect(404);
    }
  });
});

describe('openApiPaths and the registration helpers', () => {
  it("turns Express 5 paths into OpenAPI's, optional segments into both paths", () => {
    expect(openApiPaths('/api/admin/leads/:id')).toEqual(['/api/admin/leads/{id}']);
    expect(openApiPaths('/api/countryState/country{/:country}')).toEqual([
      '/api/countryState/country',
      '/api/countryState/country/{country}',
    ]);
    expect(openApiPaths('/api/feedbacks/')).toEqual(['/api/feedbacks']);
  });

  it('documents path parameters with the schema the route parses them with, and query objects inside preprocess', () => {
    const doc = buildOpenApiDocument([
      (api: ApiDocs) =>
        api.router('/api/x', 'X').get('/:id', {
          summary: 'x',
          params: z.object({ id: z.coerce.number().int().positive() }),
          query: z.preprocess((v) => v, z.object({ q: z.string().max(5) })),
        }),
    ]) as unknown as Document;
    const parameters = doc.paths['/api/x/{id}']!.get!.parameters!;
    expect(parameters.find((p) => p.name === 'id')!.schema).toMatchObject({ type: 'integer' });
    expect(parameters.find((p) => p.name === 'q')!.schema).toMatchObject({ maxLength: 5 });
  });
});
