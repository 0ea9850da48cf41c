import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../testing/identity-fixtures.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
}

interface AdminRoute {
  method: string;
  path: string;
  /** Learnt from the guard's 403 answer to a user without any role (modules may wrap the guard). */
  permission?: string;
}

/** Every route of the Express app (any module, present or future), with the guards on its stack. */
function routesOf(stack: Layer[], prefix = ''): AdminRoute[] {
  return stack.flatMap((layer): AdminRoute[] => {
    const own = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    if (layer.route) {
      return Object.keys(layer.route.methods)
        .filter((method) => method !== '_all')
        .map((method) => ({ method, path: prefix + layer.route!.path }));
    }
    return layer.handle.stack ? routesOf(layer.handle.stack, prefix + own) : [];
  });
}

let runtime: TestRuntime;
let app: Express;
let adminRoutes: AdminRoute[];
const tokens = new Map<string, { token: string; permissions: string[] }>();
let roles: string[] = [];
let noRoleToken: string;

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
  adminRoutes = routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack).filter((route) =>
    route.path.startsWith('/api/admin'),
  );
  const [rows] = await runtime.sequelize.query('SELECT name FROM identity_roles ORDER BY id');
  roles = (rows as { name: string }[]).map((row) => row.name);
  for (const role of roles) {
    const user = await createTestUser(runtime, [role]);
    const session = await loginAs(app, user.email);
    tokens.set(role, { token: session.access_token, permissions: session.user.permissions });
  }
  const nobody = await createTestUser(runtime, []);
  noRoleToken = (await loginAs(app, nobody.email)).access_token;
}, 120_000);

afterAll(async () => {
  await runtime?.dispose();
});

// Path parameters get an id that does not exist: a request that passes the guard then gets 404 or 400.
const concrete = (path: string) => path.replace(/:(\w+)/g, '999999');

function call(route: AdminRoute, token?: string) {
  const agent = request(app);
  const method = route.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = agent[method](concrete(route.path));
  if (token) req.set('Authorization', `Bearer ${token}`);
  return method === 'get' || method === 'delete' ? req : req.send({});
}

describe('every /api/admin route × every role', () => {
  it('finds the routes from the app, including the identity ones', () => {
    const seen = adminRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    for (const expected of [
      'GET /api/admin/users',
      'PUT /api/admin/users/:id',
      'PUT /api/admin/roles/:id',
      'GET /api/admin/mailbox',
    ])
      expect(seen).toContain(expected);
    expect(roles.length).toBeGreaterThanOrEqual(23);
  });

  it('every admin route is guarded: a signed-in user without roles gets 403 naming one permission string', async () => {
    const unguarded: string[] = [];
    for (const route of adminRoutes) {
      const response = await call(route, noRoleToken);
      const permission = (response.body as { error?: { details?: { permission?: unknown } } }).error?.details
        ?.permission;
      if (response.status === 403 && typeof permission === 'string' && /^[a-z-]+:[a-z-]+$/.test(permission)) {
        route.permission = permission;
      } else {
        unguarded.push(`${route.method.toUpperCase()} ${route.path} -> ${response.status}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('answers 401 without a token and with a broken one', async () => {
    for (const route of adminRoutes) {
      const none = await call(route);
      expect(none.status, `${route.method} ${route.path}`).toBe(401);
      const broken = await call(route, 'no.es.un.jwt');
      expect(broken.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 403 to each role without the permission and lets each role with it through', async () => {
    const calls = [];
    for (const route of adminRoutes) {
      const permission = route.permission!;
      expect(permission, `${route.method} ${route.path}`).toBeTruthy();
      for (const role of roles) {
        const { token, permissions } = tokens.get(role)!;
        calls.push({
          where: `${role} ${route.method.toUpperCase()} ${route.path} (${permission})`,
          granted: permissions.includes(permission),
          list: route.method === 'get' && !route.path.includes(':'),
          response: await call(route, token),
        });
      }
    }
    const allowed = calls.filter((c) => c.granted);
    const denied = calls.filter((c) => !c.granted);
    const lists = allowed.filter((c) => c.list);
    expect(allowed.length).toBeGreaterThan(0);
    expect(denied.length).toBeGreaterThan(0);
    expect(lists.length).toBeGreaterThan(0);
    for (const { where, response } of allowed) {
      expect([401, 403], where).not.toContain(response.status);
      expect(response.status, where).toBeLessThan(500);
    }
    // A list without parameters must simply work.
    for (const { where, response } of lists) expect(response.status, where).toBe(200);
    for (const { where, response } of denied) {
      expect(response.status, where).toBe(403);
      expect(response.body.error.code, where).toBe('FORBIDDEN');
    }
  }, 120_000);
});
