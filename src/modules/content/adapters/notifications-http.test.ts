import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { withToken, staffToken } from '../../identity/testing/identity-fixtures.js';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The notification bell's messages (spec 02 §2.7): the public read and the back-office resource, on Postgres. */
describe('site notifications HTTP', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let executive: string;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    const login = async (role: string) => staffToken(runtime, app, role);
    [admin, executive] = [await login('ADMIN'), await login('EJECUTIVO')];
  }, 120_000);
  afterAll(() => runtime?.dispose());

  const as = (token: string) => withToken(app, token);
  const titles = async () =>
    ((await request(app).get('/api/notifications').expect(200)).body.data as { title: string }[]).map((n) => n.title);

  it('guards the back-office resource by notification:* permissions', async () => {
    await request(app).get('/api/admin/site-notifications').expect(401);
    await as(executive).get('/api/admin/site-notifications').expect(403);
    await as(executive).post('/api/admin/site-notifications', { title: 'Hola', message: 'x' }).expect(403);
    await as(executive).delete('/api/admin/site-notifications/1').expect(403);
    const list = await as(admin).get('/api/admin/site-notifications').expect(200);
    expect(list.headers['content-range']).toMatch(/^site-notifications (0-\d+|\*)\/\d+$/);
  });

  it('publishes only messages whose window holds now, newest first, with sanitised HTML', async () => {
    const current = await as(admin)
      .post('/api/admin/site-notifications', {
        title: 'Nuevo: seguros de mascotas',
        message:
          '<p onclick="alert(1)">Compara <strong>ahora</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
        publishFrom: at(-2),
        publishUntil: at(5),
      })
      .expect(201);
    expect(current.body.message).toBe('<p>Compara <strong>ahora</strong></p><a>x</a>');
    await as(admin)
      .post('/api/admin/site-notifications', { title: 'Cyber Day', message: '<p>Descuentos</p>', publishFrom: at(-1) })
      .expect(201);
    await as(admin)
      .post('/api/admin/site-notifications', { title: 'Futuro', message: '<p>Aún no</p>', publishFrom: at(3) })
      .expect(201);
    await as(admin)
      .post('/api/admin/site-notifications', {
        title: 'Pasado',
        message: '<p>Ya terminó</p>',
        publishFrom: at(-10),
        publishUntil: at(-1),
      })
      .expect(201);
    const answer = await request(app).get('/api/notifications').expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.body.data.map((n: { title: string }) => n.title)).toEqual([
      'Cyber Day',
      'Nuevo: seguros de mascotas',
    ]);
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(['id', 'message', 'publishFrom', 'title']);
  });

  it('refuses bad input with Spanish field errors and writes nothing', async () => {
    const before = (await as(admin).get('/api/admin/site-notifications').expect(200)).headers['content-range'];
    const bad = await as(admin)
      .post('/api/admin/site-notifications', {
        title: 'ab',
        message: '<script>alert(1)</script>',
        publishFrom: at(2),
        publishUntil: at(1),
      })
      .expect(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    expect(bad.body.error.details.errors).toEqual({
      title: 'El título debe tener entre 3 y 120 caracteres.',
      message: 'El mensaje no puede quedar vacío.',
      publishUntil: 'La publicación debe terminar después de empezar.',
    });
    await as(admin).post('/api/admin/site-notifications', { title: 'Hola', message: 3 }).expect(400);
    expect((await as(admin).get('/api/admin/site-notifications').expect(200)).headers['content-range']).toBe(before);
  });

  it('edits, ends and deletes a message; the public read follows', async () => {
    const [cyber] = (
      await as(admin).get('/api/admin/site-notifications?filter=%7B%22q%22%3A%22Cyber%22%7D').expect(200)
    ).body as { id: number; title: string }[];
    const edited = await as(admin)
      .put(`/api/admin/site-notifications/${cyber!.id}`, { title: 'Cyber Day 2026' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Cyber Day 2026', message: '<p>Descuentos</p>', publishUntil: null });
    expect(await titles()).toContain('Cyber Day 2026');

    await as(admin)
      .put(`/api/admin/site-notifications/${cyber!.id}`, { publishUntil: at(-0.5) })
      .expect(200);
    expect(await titles()).not.toContain('Cyber Day 2026');

    await as(admin).delete(`/api/admin/site-notifications/${cyber!.id}`).expect(200);
    await as(admin).get(`/api/admin/site-notifications/${cyber!.id}`).expect(404);
    await as(admin).delete(`/api/admin/site-notifications/${cyber!.id}`).expect(404);
    await as(admin).put('/api/admin/site-notifications/999999', { title: 'Nada aquí' }).expect(404);
  });
});
