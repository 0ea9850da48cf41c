import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM, type Mailer } from '../../../platform/tokens.js';
import { createTestUser, loginAs, withToken } from '../testing/identity-fixtures.js';

let runtime: TestRuntime;
let app: Express;
let admin: { id: number; token: string };

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
  const user = await createTestUser(runtime, ['ADMIN']);
  admin = { id: user.id, token: (await loginAs(app, user.email)).access_token };
});

afterAll(async () => {
  await runtime?.dispose();
});

const as = (token: string) => withToken(app, token);

describe('/api/admin/users', () => {
  it('creates a user with a generated one-time password that must be changed at the first login', async () => {
    const response = await as(admin.token).post('/api/admin/users', {
      email: 'Nueva.Ejecutiva@Example.com',
      name: 'Nueva Ejecutiva',
      roles: ['EJECUTIVO'],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: 'nueva.ejecutiva@example.com',
      status: 'Activo',
      roles: ['EJECUTIVO'],
      mustChangePassword: true,
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    const oneTime = response.body.oneTimePassword as string;
    expect(oneTime).toHaveLength(12);
    const login = await request(app)
      .post('/token')
      .send({ username: 'nueva.ejecutiva@example.com', password: oneTime });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('PASSWORD_EXPIRED');
    expect((await as(admin.token).get(`/api/admin/users/${response.body.id}`)).body).not.toHaveProperty(
      'oneTimePassword',
    );
  });

  it('answers field errors react-admin can show, writing nothing', async () => {
    const before = await as(admin.token).get('/api/admin/users');
    const bad = await as(admin.token).post('/api/admin/users', { email: 'no-es-correo', name: 'A', roles: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(['email', 'name', 'roles']);
    const weak = await as(admin.token).post('/api/admin/users', {
      email: 'debil@example.com',
      name: 'Clave Débil',
      roles: ['EJECUTIVO'],
      password: 'debil',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('INVALID_PASSWORD_FORM');
    expect(weak.body.error.details.errors.password).toBeTruthy();
    const unknownRole = await as(admin.token).post('/api/admin/users', {
      email: 'rol@example.com',
      name: 'Rol Raro',
      roles: ['NO_EXISTE'],
    });
    expect(unknownRole.status).toBe(404);
    expect(unknownRole.body.error.code).toBe('ROLE_NOT_FOUND');
    const after = await as(admin.token).get('/api/admin/users');
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
  });

  it('refuses a second user with the same e-mail (USER_ALREADY_EXISTS on the email field)', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const response = await as(admin.token).post('/api/admin/users', {
      email: user.email.toUpperCase(),
      name: 'Repetida',
      roles: ['EJECUTIVO'],
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('USER_ALREADY_EXISTS');
    expect(response.body.error.details.errors.email).toBeTruthy();
  });

  it('lists with sort, range, filter and Content-Range', async () => {
    for (const n of [1, 2, 3]) await createTestUser(runtime, ['GERENTE'], { name: `Gerente Lista ${n}` });
    const response = await as(admin.token).get(
      `/api/admin/users?sort=${encodeURIComponent('["name","DESC"]')}&range=[0,1]&filter=${encodeURIComponent('{"q":"gerente lista","role":"GERENTE"}')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toBe('users 0-1/3');
    expect(response.body.map((u: { name: string }) => u.name)).toEqual(['Gerente Lista 3', 'Gerente Lista 2']);
    const bad = await as(admin.token).get('/api/admin/users?range=[5,1]');
    expect(bad.status).toBe(400);
  });

  it('assigns roles and disables a user, which ends the sessions; nobody disables themselves', async () => {
    const user = await createTestUser(runtime, ['EJECUTIVO']);
    const session = await loginAs(app, user.email);
    const assigned = await as(admin.token).put(`/api/admin/users/${user.id}`, { roles: ['EJECUTIVO', 'SUPERVISOR'] });
    expect(assigned.status).toBe(200);
    expect(assigned.body.roles).toEqual(['EJECUTIVO', 'SUPERVISOR']);
    const refreshed = await request(app)
      .post('/token')
      .send({ grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refreshed.body.user.permissions).toContain('lead:assign');

    const disabled = await as(admin.token).put(`/api/admin/users/${user.id}`, { status: 'Inactivo' });
    expect(disabled.body.status).toBe('Inactivo');
    const again = await request(app)
      .post('/token')
      .send({ grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token });
    expect(again.status).toBe(401);
    const self = await as(admin.token).delete(`/api/admin/users/${admin.id}`);
    expect(self.status).toBe(400);
    expect(self.body.error.details.errors.status).toBeTruthy();
    expect((await as(admin.token).get('/api/admin/users/999999')).body.error.code).toBe('USER_NOT_FOUND');
  });
});

describe('/api/admin/roles and /permissions', () => {
  it("lists roles and edits a role's permissions, effective at the next login", async () => {
    const roles = await as(admin.token).get('/api/admin/roles?range=[0,99]');
    expect(roles.headers['content-range']).toMatch(/^roles 0-\d+\/23$/);
    const postventa = roles.body.find((role: { name: string }) => role.name === 'POSTVENTA');
    const updated = await as(admin.token).put(`/api/admin/roles/${postventa.id}`, {
      permissions: ['lead:read', 'mailbox:read'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.permissions).toEqual(['lead:read', 'mailbox:read']);
    const user = await createTestUser(runtime, ['POSTVENTA']);
    expect((await loginAs(app, user.email)).user.permissions).toEqual(['lead:read', 'mailbox:read']);

    const unknown = await as(admin.token).put(`/api/admin/roles/${postventa.id}`, { permissions: ['lead:volar'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.errors.permissions).toMatch(/lead:volar/);
    const catalogue = await as(admin.token).get('/api/admin/permissions?range=[0,999]');
    expect(catalogue.body.map((p: { id: string }) => p.id)).toContain('lead:assign');
  });
});

describe('grant policy over HTTP: nobody grants more than they hold', () => {
  it('a user manager may grant only roles within their own permissions, and add only permissions they hold', async () => {
    const roles = await as(admin.token).get('/api/admin/roles?range=[0,99]');
    const managerRole = roles.body.find((role: { name: string }) => role.name === 'POSTVENTA individual Chile');
    await as(admin.token).put(`/api/admin/roles/${managerRole.id}`, {
      permissions: ['lead:read', 'user:read', 'user:update', 'role:read', 'role:update'],
    });
    const manager = await createTestUser(runtime, ['POSTVENTA individual Chile']);
    const managerToken = (await loginAs(app, manager.email)).access_token;
    const target = await createTestUser(runtime, ['EJECUTIVO']);

    const escalate = await as(managerToken).put(`/api/admin/users/${target.id}`, { roles: ['EJECUTIVO', 'ADMIN'] });
    expect(escalate.status).toBe(403);
    expect(escalate.body.error.code).toBe('FORBIDDEN');
    expect(escalate.body.error.details.errors.roles).toMatch(/ADMIN/);
    const support = await as(managerToken).put(`/api/admin/users/${target.id}`, {
      roles: ['EJECUTIVO', 'EJECUTIVO DE SOPORTE'],
    });
    expect(support.status).toBe(403);
    expect(support.body.error.details.errors.roles).toMatch(/^No puedes asignar EJECUTIVO DE SOPORTE/);
    // REFERIDOR carries only lead:read, which the manager holds; keeping EJECUTIVO is not granting it.
    const referidor = await as(managerToken).put(`/api/admin/users/${target.id}`, {
      roles: ['EJECUTIVO', 'REFERIDOR'],
    });
    expect(referidor.status).toBe(200);
    expect(referidor.body.roles).toEqual(['EJECUTIVO', 'REFERIDOR']);
    const sameRoles = await as(managerToken).put(`/api/admin/users/${target.id}`, {
      roles: ['EJECUTIVO'],
      name: 'Otro Nombre',
    });
    expect(sameRoles.status).toBe(200);

    const ownRole = await as(managerToken).put(`/api/admin/roles/${managerRole.id}`, {
      permissions: ['lead:read', 'user:read', 'user:update', 'role:read', 'role:update', 'mailbox:read'],
    });
    expect(ownRole.status).toBe(403);
    expect(ownRole.body.error.details.errors.permissions).toMatch(/mailbox:read/);
    const removing = await as(managerToken).put(`/api/admin/roles/${managerRole.id}`, {
      permissions: ['lead:read', 'user:read', 'user:update', 'role:read', 'role:update'],
    });
    expect(removing.status).toBe(200);
  });

  it('a user created in the back-office with a typed password must change it at the first login', async () => {
    const response = await as(admin.token).post('/api/admin/users', {
      email: 'tipeada@example.com',
      name: 'Clave Tipeada',
      roles: ['EJECUTIVO'],
      password: 'Tipeada#2026',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ mustChangePassword: true });
    expect(response.body.oneTimePassword).toBeUndefined();
  });
});

describe('changes reach live access tokens at the next request', () => {
  it('disabling, changing roles or a role’s permissions refuses older access tokens; a rename does not', async () => {
    const roles = await as(admin.token).get('/api/admin/roles?range=[0,99]');
    const referidorPeru = roles.body.find((role: { name: string }) => role.name === 'REFERIDOR PERU');
    const user = await createTestUser(runtime, ['REFERIDOR PERU']);
    const other = await createTestUser(runtime, ['EJECUTIVO']);
    const leadsOf = (token: string) => as(token).get('/api/admin/executives');

    let session = await loginAs(app, user.email);
    const otherToken = (await loginAs(app, other.email)).access_token;
    expect((await leadsOf(session.access_token)).status).toBe(200);
    await as(admin.token).put(`/api/admin/users/${user.id}`, { name: 'Nombre Nuevo' });
    expect((await leadsOf(session.access_token)).status).toBe(200);

    // Next second: tokens are compared by their issue second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await as(admin.token).put(`/api/admin/roles/${referidorPeru.id}`, { permissions: ['lead:read', 'mailbox:read'] });
    const stale = await leadsOf(session.access_token);
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('ACCESS_TOKEN_EXPIRED');
    expect((await leadsOf(otherToken)).status).toBe(200);
    const refreshed = await request(app)
      .post('/token')
      .send({ grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refreshed.body.user.permissions).toEqual(['lead:read', 'mailbox:read']);
    expect((await as(refreshed.body.access_token).get('/api/admin/mailbox')).status).toBe(200);

    session = refreshed.body;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await as(admin.token).put(`/api/admin/users/${user.id}`, { status: 'Inactivo' });
    expect((await leadsOf(session.access_token)).status).toBe(401);
    expect(
      (await request(app).post('/token').send({ grant_type: 'refresh_token', refresh_token: session.refresh_token }))
        .status,
    ).toBe(401);
  });
});

describe('/api/admin/executives', () => {
  it('lists the active users who receive leads (lead:receive), for filters and reassignment', async () => {
    const executive = await createTestUser(runtime, ['EJECUTIVO'], { name: 'Ejecutiva Directorio' });
    const support = await createTestUser(runtime, ['EJECUTIVO DE SOPORTE'], { name: 'Soporte Directorio' });
    const inactive = await createTestUser(runtime, ['EJECUTIVO'], { name: 'Ejecutivo Inactivo' });
    await as(admin.token).put(`/api/admin/users/${inactive.id}`, { status: 'Inactivo' });
    const partner = await createTestUser(runtime, ['ADMIN_PARTNER'], { name: 'Socio Sin Leads' });
    // They work leads (lead:update) but do not receive them by default.
    const administrador = await createTestUser(runtime, ['ADMINISTRADOR'], { name: 'Administrador Sin Leads' });
    const supervisor = await createTestUser(runtime, ['SUPERVISOR'], { name: 'Supervisor Sin Leads' });
    const response = await as(admin.token).get('/api/admin/executives?range=[0,499]');
    const ids = response.body.map((u: { id: number }) => u.id);
    expect(ids).toContain(executive.id);
    expect(ids).toContain(support.id);
    for (const id of [inactive.id, partner.id, admin.id, administrador.id, supervisor.id])
      expect(ids).not.toContain(id);

    // ADMIN does not hold lead:receive yet may put someone in the pool by giving them an executive role.
    const granted = await as(admin.token).put(`/api/admin/users/${supervisor.id}`, {
      roles: ['SUPERVISOR', 'EJECUTIVO'],
    });
    expect(granted.status).toBe(200);
    const after = await as(admin.token).get('/api/admin/executives?range=[0,499]');
    expect(after.body.map((u: { id: number }) => u.id)).toContain(supervisor.id);
    const one = await as(admin.token).get(
      `/api/admin/executives?filter=${encodeURIComponent(JSON.stringify({ id: [executive.id] }))}`,
    );
    expect(one.body).toEqual([
      { id: executive.id, email: executive.email, name: 'Ejecutiva Directorio', active: true },
    ]);
  });
});

describe('/api/admin/mailbox', () => {
  it('lists the development mailbox newest first, filtered by recipient', async () => {
    const mailer = runtime.container.get<Mailer>(PLATFORM.Mailer);
    await mailer.send({ to: 'buzon-uno@example.com', subject: 'Primero', text: 'uno' });
    await mailer.send({ to: 'buzon-dos@example.com', subject: 'Segundo', text: 'dos' });
    const all = await as(admin.token).get('/api/admin/mailbox');
    expect(all.status).toBe(200);
    expect(all.body[0].subject).toBe('Segundo');
    const filtered = await as(admin.token).get(`/api/admin/mailbox?filter=${encodeURIComponent('{"q":"buzon-uno"}')}`);
    expect(filtered.body.map((m: { subject: string }) => m.subject)).toEqual(['Primero']);
    const one = await as(admin.token).get(`/api/admin/mailbox/${filtered.body[0].id}`);
    expect(one.body.text).toBe('uno');
  });
});
