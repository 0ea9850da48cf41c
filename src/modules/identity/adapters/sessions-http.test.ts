import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailStore } from '../../../platform/mail/mail-store.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { LOGIN_LIMIT_PER_IP } from '../domain/session-policy.js';
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

const refresh = (token: string) =>
  request(app).post('/token').send({ grant_type: 'refresh_token', refresh_token: token });

describe('refresh token rotation', () => {
  it('rotates: each refresh answers a new pair and the old refresh token stops working', async () => {
    const user = await createTestUser(runtime, ['SUPERVISOR']);
    const first = await loginAs(app, user.email);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.user.permissions).toContain('lead:assign');
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
  });

  it('reuse of a rotated refresh token revokes the whole family, including the newest token', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const first = await loginAs(app, user.email);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const other = await loginAs(app, user.email); // another device: a different family

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('INVALID_TOKEN');
    const newest = await refresh(second.body.refresh_token);
    expect(newest.status).toBe(401);
    expect(newest.body.error.code).toBe('INVALID_TOKEN');
    // The other session is not part of the stolen family and goes on.
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('only one of two concurrent refreshes with the same token wins', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const session = await loginAs(app, user.email);
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('answers REFRESH_TOKEN_EXPIRED after the refresh lifetime', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const session = await loginAs(app, user.email);
    await runtime.sequelize.query(
      "UPDATE identity_refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      { bind: [user.id] },
    );
    const response = await refresh(session.refresh_token);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'REFRESH_TOKEN_EXPIRED' });
  });

  it('refuses to refresh for a user disabled meanwhile', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const session = await loginAs(app, user.email);
    await runtime.sequelize.query("UPDATE identity_users SET status = 'Inactivo' WHERE id = $1", { bind: [user.id] });
    const response = await refresh(session.refresh_token);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('DISABLED_USER');
  });

  it('logout (POST /token/revoke) ends the session', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const session = await loginAs(app, user.email);
    const revoke = await request(app).post('/token/revoke').send({ refresh_token: session.refresh_token });
    expect(revoke.status).toBe(204);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('an unknown refresh token is INVALID_TOKEN', async () => {
    const response = await refresh('no-existe');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('INVALID_TOKEN');
  });
});

describe('login throttling', () => {
  it('blocks an account after 5 attempts in the window, even with the right password, from any IP', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    for (let i = 0; i < 5; i += 1) {
      const response = await request(app)
        .post('/token')
        .set('X-Forwarded-For', `10.2.0.${i}`)
        .send({ username: user.email, password: 'Mala#2026x' });
      expect(response.status).toBe(401);
    }
    const blocked = await request(app)
      .post('/token')
      .set('X-Forwarded-For', '10.2.0.99')
      .send({ username: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a successful login clears the account counter', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        await request(app)
          .post('/token')
          .set('X-Forwarded-For', '10.3.0.1')
          .send({ username: user.email, password: 'x' });
      }
      const ok = await request(app)
        .post('/token')
        .set('X-Forwarded-For', '10.3.0.2')
        .send({ username: user.email, password: TEST_PASSWORD });
      expect(ok.status).toBe(200);
    }
  });

  it(`limits password attempts per client IP (${LOGIN_LIMIT_PER_IP.max} per 15 minutes) across accounts, not refreshes`, async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const session = await loginAs(app, user.email);
    const max = LOGIN_LIMIT_PER_IP.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      const response = await request(app)
        .post('/token')
        .set('X-Forwarded-For', '10.4.0.1')
        .send({ username: `nadie${i}@example.com`, password: 'x' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Refreshing from the same address still works, and other addresses are not affected.
    const refreshed = await request(app)
      .post('/token')
      .set('X-Forwarded-For', '10.4.0.1')
      .send({ grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const other = await request(app)
      .post('/token')
      .set('X-Forwarded-For', '10.4.0.2')
      .send({ username: 'a@b.cl', password: 'x' });
    expect(other.status).toBe(401);
  }, 90_000);
});

describe('password expiry and change', () => {
  it('answers PASSWORD_EXPIRED for an old password and lets the user change it and continue', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    await runtime.sequelize.query(
      "UPDATE identity_users SET password_changed_at = now() - interval '91 days' WHERE id = $1",
      { bind: [user.id] },
    );
    const expired = await request(app).post('/token').send({ username: user.email, password: TEST_PASSWORD });
    expect(expired.status).toBe(403);
    expect(expired.body.error.code).toBe('PASSWORD_EXPIRED');

    const same = await request(app)
      .post('/api/auth/password/change')
      .send({ email: user.email, currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.error.code).toBe('PASSWORD_IN_HISTORY');
    expect(same.body.error.details.errors.newPassword).toBeTruthy();

    const weak = await request(app)
      .post('/api/auth/password/change')
      .send({ email: user.email, currentPassword: TEST_PASSWORD, newPassword: 'debil' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('INVALID_PASSWORD_FORM');

    const changed = await request(app)
      .post('/api/auth/password/change')
      .send({ email: user.email, currentPassword: TEST_PASSWORD, newPassword: 'Nueva#2027b' });
    expect(changed.status).toBe(200);
    expect(changed.body.access_token).toBeTruthy();
    expect((await request(app).post('/token').send({ username: user.email, password: 'Nueva#2027b' })).status).toBe(
      200,
    );
  });

  it('rejects each of the last 4 passwords, accepts the 5th oldest', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO'], { password: 'Primera#01' });
    const passwords = ['Primera#01', 'Segunda#02', 'Tercera#03', 'Cuarta#04', 'Quinta#05'];
    for (let i = 1; i < passwords.length; i += 1) {
      const response = await request(app)
        .post('/api/auth/password/change')
        .set('X-Forwarded-For', '10.5.0.1')
        .send({ email: user.email, currentPassword: passwords[i - 1], newPassword: passwords[i] });
      expect(response.status).toBe(200);
    }
    // Current: Quinta; the last 4 are Quinta, Cuarta, Tercera, Segunda.
    for (const old of ['Segunda#02', 'Cuarta#04']) {
      const response = await request(app)
        .post('/api/auth/password/change')
        .set('X-Forwarded-For', '10.5.0.1')
        .send({ email: user.email, currentPassword: 'Quinta#05', newPassword: old });
      expect(response.body.error?.code).toBe('PASSWORD_IN_HISTORY');
    }
    const oldest = await request(app)
      .post('/api/auth/password/change')
      .set('X-Forwarded-For', '10.5.0.1')
      .send({ email: user.email, currentPassword: 'Quinta#05', newPassword: 'Primera#01' });
    expect(oldest.status).toBe(200);
  });
});

describe('password reset by e-mail', () => {
  const tokenFrom = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

  it('e-mails a one-use link; the token sets a new password once; unknown e-mails look the same', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const mailbox = runtime.container.get<MailStore>(PLATFORM.Mailbox);
    const ask = await request(app).post('/api/auth/password/forgot').send({ email: user.email });
    expect(ask.status).toBe(202);
    const unknown = await request(app).post('/api/auth/password/forgot').send({ email: 'nadie@example.com' });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(ask.body);

    const { rows } = await mailbox.list({ offset: 0, limit: 10, to: user.email });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toMatch(/contraseña/);
    const token = tokenFrom(rows[0]!.text);

    const weak = await request(app).post('/api/auth/password/reset').send({ token, password: 'corta' });
    expect(weak.body.error.code).toBe('INVALID_PASSWORD_FORM');
    const reset = await request(app).post('/api/auth/password/reset').send({ token, password: 'Reset#2026z' });
    expect(reset.status).toBe(200);
    const again = await request(app).post('/api/auth/password/reset').send({ token, password: 'Otra#2026zz' });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('PASSWORD_TOKEN_EXPIRED');
    expect((await request(app).post('/token').send({ username: user.email, password: 'Reset#2026z' })).status).toBe(
      200,
    );
  });

  it('an expired reset token answers PASSWORD_TOKEN_EXPIRED', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const mailbox = runtime.container.get<MailStore>(PLATFORM.Mailbox);
    await request(app).post('/api/auth/password/forgot').send({ email: user.email });
    const { rows } = await mailbox.list({ offset: 0, limit: 10, to: user.email });
    await runtime.sequelize.query(
      "UPDATE identity_password_resets SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      { bind: [user.id] },
    );
    const response = await request(app)
      .post('/api/auth/password/reset')
      .send({ token: tokenFrom(rows[0]!.text), password: 'Reset#2026z' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('PASSWORD_TOKEN_EXPIRED');
  });
});
