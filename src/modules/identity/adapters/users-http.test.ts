import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../testing/identity-fixtures.js';

/** GET /api/users/{id} and GET /api/calendly/getUserRandom (spec 03 §6 §7, issue 30), on the real app. */
let runtime: TestRuntime;
let app: Express;
let admin: { id: number; token: string };
let executive: { id: number; token: string };
let supervisor: { id: number; token: string };

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
  const signIn = async (roles: string[], name: string) => {
    const user = await createTestUser(runtime, roles, { name });
    return { id: user.id, token: (await loginAs(app, user.email)).access_token };
  };
  admin = await signIn(['ADMIN'], 'Admin Prueba');
  executive = await signIn(['EJECUTIVO'], 'Ana Ejecutiva');
  supervisor = await signIn(['SUPERVISOR'], 'Sara Supervisora');
});

afterAll(async () => {
  await runtime?.dispose();
});

const get = (path: string, token?: string) => {
  const call = request(app).get(path);
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
};
const setBookingUrl = (id: number, bookingUrl: string | null) =>
  request(app).put(`/api/admin/users/${id}`).set('Authorization', `Bearer ${admin.token}`).send({ bookingUrl });

describe('GET /api/users/{id}', () => {
  it('answers the signed-in user themself, without the password hash', async () => {
    const response = await get(`/api/users/${executive.id}`, executive.token).expect(200);
    expect(response.body.data).toMatchObject({
      id: executive.id,
      name: 'Ana Ejecutiva',
      status: 'Activo',
      roles: ['EJECUTIVO'],
      companyId: null,
      bookingUrl: null,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it("answers 404 for another user's id without user:read, the same as an unknown id", async () => {
    const other = await get(`/api/users/${supervisor.id}`, executive.token).expect(404);
    const unknown = await get('/api/users/99999999', executive.token).expect(404);
    expect(other.body.error).toEqual(unknown.body.error);
    expect(other.body.error).toMatchObject({ code: 'USER_NOT_FOUND', message: 'Usuario no encontrado.' });
  });

  it('lets staff with user:read see another user', async () => {
    expect((await get(`/api/users/${executive.id}`, supervisor.token).expect(200)).body.data.id).toBe(executive.id);
    expect((await get(`/api/users/${executive.id}`, admin.token).expect(200)).body.data.id).toBe(executive.id);
  });

  it('asks for a session and refuses ids that are not positive integers, in Spanish', async () => {
    expect((await get(`/api/users/${executive.id}`).expect(401)).body.error.code).toBe('UNAUTHORIZED');
    for (const bad of ['abc', '1.5', '-3', '0', '1%00', '99999999999']) {
      const response = await get(`/api/users/${bad}`, executive.token);
      expect(response.status, bad).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
  });
});

describe('GET /api/calendly/getUserRandom', () => {
  it('answers 404 in Spanish while no advisor has a booking link', async () => {
    const response = await get('/api/calendly/getUserRandom').expect(404);
    expect(response.body.error.message).toBe('No hay asesores con agenda disponible en este momento.');
  });

  it('refuses a booking link that is not a full https address, writing nothing', async () => {
    for (const bad of [
      'javascript:alert(1)',
      'http://agenda.example.com/ana',
      'https://agenda.example.com/a\u0000b',
      42,
    ]) {
      const response = await setBookingUrl(executive.id, bad as string);
      expect(response.status).toBe(400);
      // NUL is refused by the platform's text check before the field's own rule.
      expect(response.body.error.details.errors.bookingUrl).toMatch(/enlace de agenda|caracteres no permitidos/i);
    }
    expect((await get(`/api/users/${executive.id}`, executive.token)).body.data.bookingUrl).toBeNull();
  });

  it('draws among the active advisors with a link; a disabled one or a removed link leaves the draw', async () => {
    await setBookingUrl(executive.id, 'https://agenda.example.com/ana').expect(200);
    await setBookingUrl(supervisor.id, 'https://agenda.example.com/sara').expect(200);
    const seen = new Set<string>();
    // Two advisors: 60 draws all landing on one has a chance of 2^-59.
    for (let draw = 0; draw < 60 && seen.size < 2; draw += 1) {
      const response = await get('/api/calendly/getUserRandom').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      seen.add(`${response.body.data.name} ${response.body.data.bookingUrl}`);
    }
    expect(seen).toEqual(
      new Set(['Ana Ejecutiva https://agenda.example.com/ana', 'Sara Supervisora https://agenda.example.com/sara']),
    );

    await setBookingUrl(supervisor.id, '').expect(200);
    const inactive = await createTestUser(runtime, ['EJECUTIVO'], { name: 'Ido Inactivo' });
    await setBookingUrl(inactive.id, 'https://agenda.example.com/ido').expect(200);
    await request(app)
      .put(`/api/admin/users/${inactive.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ status: 'Inactivo' })
      .expect(200);
    for (let draw = 0; draw < 10; draw += 1) {
      expect((await get('/api/calendly/getUserRandom').expect(200)).body.data).toEqual({
        id: executive.id,
        name: 'Ana Ejecutiva',
        bookingUrl: 'https://agenda.example.com/ana',
      });
    }
  });
});
