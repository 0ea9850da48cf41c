import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';

/**
 * Issue 27: "Sign-in, back-office and reporting are shared, and staff filter every list by country." A lead
 * keeps the edition of the host it was made on, and the Solicitudes list filters by it (countryCode, the
 * organizations' and products' filter values).
 */
describe('Solicitudes filtered by country (issue 27) on real Postgres', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let ip = 0;
  const ids: Record<string, number> = {};

  const post = (host: string, body: Record<string, unknown>) =>
    request(app)
      .post('/api/solicitarplans')
      .set('Host', host)
      .set('X-Forwarded-For', `10.27.9.${++ip}`)
      .send({
        nombre: 'Ana Pérez',
        agree: true,
        contactChannel: 'whatsapp',
        contactTime: 'tarde',
        origin: 'QUEPLAN.CL',
        ...body,
      });
  const list = (filter: Record<string, unknown>) =>
    request(app)
      .get('/api/admin/leads')
      .query({ filter: JSON.stringify(filter), range: '[0,99]' })
      .set('Authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    admin = await staffToken(runtime, app, 'ADMIN');
    const peru = await post('pe.localhost', {
      rutsolicitud: '12345678',
      telefono: '+51 912 345 678',
      email: 'lucia@correo.pe',
    });
    expect(peru.status).toBe(201);
    ids.PE = peru.body.data.id;
    const chile = await post('localhost', {
      rutsolicitud: '12.345.678-5',
      telefono: '+56 9 1234 5678',
      email: 'ana@correo.cl',
    });
    expect(chile.status).toBe(201);
    ids.CL = chile.body.data.id;
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('the lead made on pe.localhost is Peru’s, the one on the main host Chile’s', async () => {
    const rows = (await list({ id: [ids.PE, ids.CL] })).body as { id: number; countryCode: string }[];
    expect(Object.fromEntries(rows.map((r) => [r.id, r.countryCode]))).toEqual({ [ids.PE!]: 'PE', [ids.CL!]: 'CL' });
  });

  it('countryCode PE lists only the Peruvian lead, CL only the Chilean one, CO none', async () => {
    const peru = await list({ countryCode: 'PE' });
    expect(peru.status).toBe(200);
    expect(peru.body.map((r: { id: number }) => r.id)).toEqual([ids.PE]);
    expect(peru.headers['content-range']).toMatch(/\/1$/);
    const chile = await list({ countryCode: 'CL' });
    expect(chile.body.map((r: { id: number }) => r.id)).toEqual([ids.CL]);
    expect((await list({ countryCode: 'CO' })).body).toEqual([]);
  });

  it('an unknown country is refused with a Spanish message', async () => {
    const bad = await list({ countryCode: 'AR' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('countryCode debe ser CL, PE, CO o INT');
  });
});
