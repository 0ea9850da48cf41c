import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM, type Authorization } from '../../../platform/tokens.js';
import { createTestUser, loginAs, TEST_PASSWORD } from '../testing/identity-fixtures.js';

let runtime: TestRuntime;
let app: Express;

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
});

afterAll(async () => {
  await runtime?.dispose();
});

const fromIp = (ip: string) => request(app).post('/token').set('X-Forwarded-For', ip);

describe('POST /token (login)', () => {
  it('answers an access token with the role permissions and a refresh token', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const response = await fromIp('10.1.0.1').send({ username: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_expires_in: 36000 });
    expect(response.body.user).toMatchObject({ id: user.id, email: user.email, roles: ['EJECUTIVO'] });
    expect(response.body.user.permissions).toEqual(['lead:read', 'lead:receive', 'lead:update']);
    const claims = jwt.decode(response.body.access_token) as { sub: string; permissions: string[] };
    expect(claims.sub).toBe(String(user.id));
    expect(response.body.refresh_token).toMatch(/^[\w-]{40,}$/);
    // Only a keyed hash is stored.
    const [rows] = await runtime.sequelize.query('SELECT token_hash FROM identity_refresh_tokens WHERE user_id = $1', {
      bind: [user.id],
    });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(response.body.refresh_token);
  });

  it('accepts the e-mail in any case', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const response = await fromIp('10.1.0.2').send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('answers INVALID_CREDENTIALS for a wrong password and for an unknown e-mail, alike', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const wrong = await fromIp('10.1.0.3').send({ username: user.email, password: 'Otra#2026a' });
    const unknown = await fromIp('10.1.0.3').send({ username: 'nadie@example.com', password: TEST_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Credenciales inválidas.' });
    }
  });

  it('refuses a disabled user with DISABLED_USER', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    await runtime.sequelize.query("UPDATE identity_users SET status = 'Inactivo' WHERE id = $1", { bind: [user.id] });
    const response = await fromIp('10.1.0.4').send({ username: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('DISABLED_USER');
  });

  it('answers 400 with Spanish field errors for a malformed body, writing nothing', async () => {
    const response = await fromIp('10.1.0.5').send({ grant_type: 'password', username: 'x@example.com' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    // Agrees with "la contraseña" (issue 24: it said "obligatorio").
    expect(response.body.error.details.errors.password).toBe('La contraseña es obligatoria.');
    const empty = await fromIp('10.1.0.5').send({ grant_type: 'password', username: 'x@example.com', password: '' });
    expect(empty.body.error.details.errors.password).toBe('La contraseña es obligatoria.');
    const noEmail = await fromIp('10.1.0.5').send({ password: 'Clave#2026a' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.details.errors.username).toBe('El correo es obligatorio.');
    const unknownGrant = await fromIp('10.1.0.5').send({ grant_type: 'client_credentials' });
    expect(unknownGrant.status).toBe(400);
  });
});

describe('PLATFORM.Authorization', () => {
  function guarded(permission: string) {
    const guard = runtime.container.get<Authorization>(PLATFORM.Authorization);
    return async (token?: string) => {
      const express = (await import('express')).default;
      const { errorMiddleware } = await import('../../../platform/http/error-middleware.js');
      const probe = express();
      probe.get('/probe', guard.requirePermission(permission), (req, res) => {
        res.json({ user: req.user });
      });
      probe.use(errorMiddleware);
      const call = request(probe).get('/probe');
      return token ? call.set('Authorization', `Bearer ${token}`) : call;
    };
  }

  it('answers 401 without a token, 403 without the permission and passes with it, setting req.user', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const { access_token } = await loginAs(app, user.email);
    const none = await (await guarded('lead:read'))();
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHORIZED');
    const forbidden = await (await guarded('lead:assign'))(access_token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    const allowed = await (await guarded('lead:read'))(access_token);
    expect(allowed.status).toBe(200);
    expect(allowed.body.user).toMatchObject({ id: user.id, roles: ['EJECUTIVO'] });
  });

  it('answers ACCESS_TOKEN_EXPIRED for an expired token and INVALID_TOKEN for a forged one', async () => {
    const claims = { sub: '1', email: 'a@example.com', name: 'A', roles: ['ADMIN'], permissions: ['lead:read'] };
    const options = { issuer: 'comparador-seguros', audience: 'back-office' };
    const expired = jwt.sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 10 },
      runtime.config.JWT_ACCESS_SECRET!,
      options,
    );
    const forged = jwt.sign(claims, 'otro-secreto-que-no-es-el-del-servidor-000', { ...options, expiresIn: 60 });
    const expiredResponse = await (await guarded('lead:read'))(expired);
    expect(expiredResponse.status).toBe(401);
    expect(expiredResponse.body.error.code).toBe('ACCESS_TOKEN_EXPIRED');
    const forgedResponse = await (await guarded('lead:read'))(forged);
    expect(forgedResponse.status).toBe(401);
    expect(forgedResponse.body.error.code).toBe('INVALID_TOKEN');
  });
});
