import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { staffToken } from '../../../identity/testing/identity-fixtures.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/** /api/admin/care-scenarios: the simulator's reference prices edited in the back-office (issue 13). */
describe('back-office care scenarios', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let supervisor: string;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 30, plans: 200 });
    app = runtime.createHttpApp();
    const login = async (role: string) => staffToken(runtime, app, role);
    [admin, supervisor] = [await login('ADMIN'), await login('SUPERVISOR')];
  }, 120_000);
  afterAll(() => runtime?.dispose());

  const get = (path: string, token = admin) => request(app).get(path).set('Authorization', `Bearer ${token}`);
  const put = (path: string, body: object, token = admin) =>
    request(app).put(path).set('Authorization', `Bearer ${token}`).send(body);
  const stored = async () =>
    (
      await runtime.sequelize.query(
        "SELECT name, items, source, to_char(as_of, 'YYYY-MM-DD') AS as_of FROM care_scenarios WHERE code = 'parto-normal'",
      )
    )[0][0] as { name: string; items: { unitPriceClp: number }[]; source: string; as_of: string };

  it('lists the five labelled sample scenarios with Content-Range, and one by code', async () => {
    const list = await get('/api/admin/care-scenarios').expect(200);
    expect(list.headers['content-range']).toBe('care-scenarios 0-4/5');
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([
      'parto-normal',
      'parto-cesarea',
      'apendicectomia',
      'cancer-anual',
      'ambulatorio-anual',
    ]);
    expect(
      list.body.every((s: { sample: boolean; source: string }) => s.sample && /Datos de ejemplo/.test(s.source)),
    ).toBe(true);
    const one = await get('/api/admin/care-scenarios/parto-normal').expect(200);
    expect(one.body).toMatchObject({ id: 'parto-normal', code: 'parto-normal', asOf: '2026-11-01' });
    await get('/api/admin/care-scenarios/no-existe').expect(404);
  });

  it('refuses without a session (401) and without product:update (403), writing nothing', async () => {
    const before = await stored();
    await request(app).get('/api/admin/care-scenarios').expect(401);
    const body = { ...(await get('/api/admin/care-scenarios/parto-normal')).body, name: 'Otro nombre' };
    await put('/api/admin/care-scenarios/parto-normal', body, supervisor).expect(403);
    expect(await stored()).toEqual(before);
  });

  it('answers Spanish field errors for a bad scenario and stores nothing', async () => {
    const before = await stored();
    const current = (await get('/api/admin/care-scenarios/parto-normal')).body;
    const bad = await put('/api/admin/care-scenarios/parto-normal', {
      ...current,
      asOf: '01-11-2026',
      items: [{ ...current.items[0], unitPriceClp: -5 }],
    }).expect(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    expect(bad.body.error.details.errors).toMatchObject({
      asOf: 'la fecha debe tener el formato AAAA-MM-DD',
      'items.0.unitPriceClp': 'el precio debe ser un monto entero en pesos',
    });
    const wrongBenefit = await put('/api/admin/care-scenarios/parto-normal', {
      ...current,
      items: [{ ...current.items[0], benefit: 'magia' }],
    }).expect(400);
    expect(wrongBenefit.body.error.message).toMatch(/prestación desconocida/);
    expect(await stored()).toEqual(before);
  });

  it('an edit changes the reference prices, its date and source, and the public simulator follows', async () => {
    const profile = { cotizante: [{ edad: 30, ingreso: 1_600_000 }] };
    const cost = async () =>
      (
        await request(app)
          .post('/api/buscarplanes/compare/metadataPlanesPersonas')
          .send({ profile, scenarios: ['parto-normal'], take: 1 })
          .expect(200)
      ).body;
    const before = await cost();
    const current = (await get('/api/admin/care-scenarios/parto-normal')).body;
    const items = current.items.map((item: { unitPriceClp: number }) => ({
      ...item,
      unitPriceClp: item.unitPriceClp * 2,
    }));
    const saved = await put('/api/admin/care-scenarios/parto-normal', {
      ...current,
      items,
      asOf: '2026-11-20',
      source: 'Datos de ejemplo: revisados por el equipo',
    }).expect(200);
    expect(saved.body).toMatchObject({ id: 'parto-normal', asOf: '2026-11-20', sample: true });
    expect((await stored()).items[0]!.unitPriceClp).toBe(current.items[0].unitPriceClp * 2);
    const after = await cost();
    expect(after.metaData.scenarios[0]).toMatchObject({
      asOf: '2026-11-20',
      source: 'Datos de ejemplo: revisados por el equipo',
    });
    expect(after.data[0].careCost.billedClp).toBe(before.data[0].careCost.billedClp * 2);
  });
});
