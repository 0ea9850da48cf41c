import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { staffToken } from '../../../identity/testing/identity-fixtures.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/** /api/admin/isapre-plans: the isapre plans listed, read and edited (name, state, cap) in the back-office. */
describe('back-office isapre plans', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let supervisor: string;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 5, plans: 30 });
    app = runtime.createHttpApp();
    const login = async (role: string) => staffToken(runtime, app, role);
    [admin, supervisor] = [await login('ADMIN'), await login('SUPERVISOR')];
  }, 120_000);
  afterAll(() => runtime?.dispose());

  const get = (path: string, token = admin) => request(app).get(path).set('Authorization', `Bearer ${token}`);

  it('lists the plans with Content-Range, filters by state and text, and reads one', async () => {
    const list = await get('/api/admin/isapre-plans?range=[0,9]').expect(200);
    expect(list.headers['content-range']).toMatch(/^isapre-plans 0-9\/30$/);
    const first = list.body[0];
    expect(first).toMatchObject({ codigoplan: expect.any(String), isapreName: expect.any(String) });
    const found = await get(
      `/api/admin/isapre-plans?filter=${encodeURIComponent(JSON.stringify({ q: first.codigoplan }))}`,
    ).expect(200);
    expect(found.body.map((p: { id: number }) => p.id)).toContain(first.id);
    const one = await get(`/api/admin/isapre-plans/${first.id}`).expect(200);
    expect(one.body).toEqual(first);
    await get('/api/admin/isapre-plans/999999').expect(404);
    // A supervisor reads the catalogue (product:read) but cannot edit it.
    await get('/api/admin/isapre-plans', supervisor).expect(200);
  });

  it('edits name, state and cap (product:update), refusing bad values and editors without the permission', async () => {
    const [plan] = (await get('/api/admin/isapre-plans?range=[0,0]')).body as { id: number }[];
    const put = (body: object, token = admin) =>
      request(app).put(`/api/admin/isapre-plans/${plan!.id}`).set('Authorization', `Bearer ${token}`).send(body);
    await put({ estadoplan: 'No Comercializable' }, supervisor).expect(403);
    const bad = await put({ topeanual: -1, estadoplan: 'Vendible' }).expect(400);
    expect(bad.body.error.details.errors).toMatchObject({
      topeanual: expect.any(String),
      estadoplan: expect.any(String),
    });
    const edited = await put({ nombreplan: 'Plan Editado', estadoplan: 'No Comercializable', topeanual: 5000 }).expect(
      200,
    );
    expect(edited.body).toMatchObject({
      nombreplan: 'Plan Editado',
      estadoplan: 'No Comercializable',
      topeanual: 5000,
    });
    const notSold = await get(
      `/api/admin/isapre-plans?filter=${encodeURIComponent(JSON.stringify({ estadoplan: 'No Comercializable' }))}`,
    );
    expect(notSold.body.map((p: { id: number }) => p.id)).toContain(plan!.id);
  });
});
