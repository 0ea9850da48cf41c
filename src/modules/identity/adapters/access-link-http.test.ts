import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailStore } from '../../../platform/mail/mail-store.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { createTestUser, loginAs } from '../testing/identity-fixtures.js';

let runtime: TestRuntime;
let app: Express;
let adminToken: string;

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
  const admin = await createTestUser(runtime, ['ADMIN']);
  adminToken = (await loginAs(app, admin.email)).access_token;
});

afterAll(async () => {
  await runtime?.dispose();
});

const issue = (userId: number, token = adminToken, body: object = {}) =>
  request(app).post(`/api/admin/users/${userId}/access-link`).set('Authorization', `Bearer ${token}`).send(body);
const hashOf = (link: string) => decodeURIComponent(/\/admin\/#\/acceso\/([^\s/]+)$/.exec(link)![1]!);
let ipCounter = 0;
const exchange = (hash: string) => {
  ipCounter += 1;
  return request(app)
    .get(`/hashtoken/${encodeURIComponent(hash)}`)
    .set('X-Forwarded-For', `10.30.0.${ipCounter}`);
};
const NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'El enlace de acceso no es válido, expiró o ya fue usado. Pide uno nuevo.',
};

describe('one-time sign-in links (GET /hashtoken/{hash})', () => {
  it('issues a link whose hash opens a working session once, as POST /token answers', async () => {
    const user = await createTestUser(runtime, ['SUPERVISOR']);
    const issued = await issue(user.id);
    expect(issued.status).toBe(201);
    expect(issued.headers['cache-control']).toBe('no-store');
    expect(issued.body).toMatchObject({ emailed: false });
    expect(issued.body.link).toMatch(/\/admin\/#\/acceso\/[\w-]{40,}$/);
    const hash = hashOf(issued.body.link);
    // Only a keyed hash is stored, with the issuer.
    const [rows] = await runtime.sequelize.query(
      'SELECT token_hash, issued_by FROM identity_access_links WHERE user_id = $1',
      { bind: [user.id] },
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(hash);

    const session = await exchange(hash);
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_expires_in: 36000 });
    expect(session.body.user).toMatchObject({ id: user.id, email: user.email, roles: ['SUPERVISOR'] });
    expect(session.body.refresh_token).toMatch(/^[\w-]{40,}$/);

    // The access token works on an authenticated route (SUPERVISOR holds user:read).
    const me = await request(app)
      .get(`/api/admin/users/${user.id}`)
      .set('Authorization', `Bearer ${session.body.access_token}`);
    expect(me.status).toBe(200);
    expect(me.body.lastLoginAt).not.toBeNull();
    // So does its refresh token, as after a password login.
    const refreshed = await request(app)
      .post('/token')
      .send({ grant_type: 'refresh_token', refresh_token: session.body.refresh_token });
    expect(refreshed.status).toBe(200);

    const again = await exchange(hash);
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual(NOT_FOUND);
  });

  it('answers the same 404 for an unknown, an expired link and a disabled user', async () => {
    const unknown = await exchange('no-existe-este-enlace');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual(NOT_FOUND);

    const late = await createTestUser(runtime, ['EJECUTIVO']);
    const expiring = hashOf((await issue(late.id)).body.link);
    await runtime.sequelize.query(
      "UPDATE identity_access_links SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      { bind: [late.id] },
    );
    const expired = await exchange(expiring);
    expect(expired.status).toBe(404);
    expect(expired.body.error).toEqual(NOT_FOUND);

    const leaving = await createTestUser(runtime, ['EJECUTIVO']);
    const held = hashOf((await issue(leaving.id)).body.link);
    await runtime.sequelize.query("UPDATE identity_users SET status = 'Inactivo' WHERE id = $1", {
      bind: [leaving.id],
    });
    const disabled = await exchange(held);
    expect(disabled.status).toBe(404);
    expect(disabled.body.error).toEqual(NOT_FOUND);
  });

  it('e-mails the link to the user when asked', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const issued = await issue(user.id, adminToken, { sendEmail: true });
    expect(issued.status).toBe(201);
    expect(issued.body.emailed).toBe(true);
    const mailbox = runtime.container.get<MailStore>(PLATFORM.Mailbox);
    const { rows } = await mailbox.list({ offset: 0, limit: 10, to: user.email });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain(issued.body.link);
  });

  it('refuses staff without user:access-link (403) and an issuer with less reach than the user (403)', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const supervisor = await createTestUser(runtime, ['SUPERVISOR']);
    const supervisorToken = (await loginAs(app, supervisor.email)).access_token;
    const denied = await issue(user.id, supervisorToken);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'FORBIDDEN', details: { permission: 'user:access-link' } });

    // A custom role that may issue links but holds little else cannot sign in as an administrator.
    await runtime.sequelize.query(
      `INSERT INTO identity_role_permissions (role_id, permission)
       SELECT id, 'user:access-link' FROM identity_roles WHERE name = 'JEFATURA_SAC_CHILE'`,
    );
    const chief = await createTestUser(runtime, ['JEFATURA_SAC_CHILE']);
    const chiefToken = (await loginAs(app, chief.email)).access_token;
    const other = await createTestUser(runtime, ['ADMIN']);
    const tooFar = await issue(other.id, chiefToken);
    expect(tooFar.status).toBe(403);
    expect(tooFar.body.error.code).toBe('FORBIDDEN');
    expect(tooFar.body.error.message).toContain('user:update');
    // …but may for an executive, whose permissions it holds.
    expect((await issue(user.id, chiefToken)).status).toBe(201);
    const [rows] = await runtime.sequelize.query(
      'SELECT count(*)::int AS n FROM identity_access_links WHERE user_id = $1',
      {
        bind: [other.id],
      },
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers 404 for an unknown user and 400 for a disabled one', async () => {
    expect((await issue(999_999)).status).toBe(404);
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    await runtime.sequelize.query("UPDATE identity_users SET status = 'Inactivo' WHERE id = $1", { bind: [user.id] });
    const response = await issue(user.id);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
  });
});
