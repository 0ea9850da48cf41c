import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Ana Pérez',
  rutsolicitud: '12.345.678-5',
  email: 'ana@correo.cl',
  telefono: '+56 9 1234 5678',
  agree: true,
  contactChannel: 'whatsapp',
  contactTime: 'tarde',
  origin: 'QUEPLAN.CL',
  ...overrides,
});

/** Issue 27: a lead is validated with the identification rule of its host's edition. */
describe('leads by edition host (issue 27) on real Postgres', () => {
  let runtime: TestRuntime;
  let app: Express;
  let ip = 0;
  const post = (host: string, body: Record<string, unknown>) =>
    request(app)
      .post('/api/solicitarplans')
      .set('Host', host)
      .set('X-Forwarded-For', `10.27.0.${++ip}`)
      .send(validRequest(body));

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('Peru and Colombia refuse 7 digits and accept 8', async () => {
    for (const [host, phone, id] of [
      ['pe.localhost', '+51 912 345 678', '12345678'],
      ['co.localhost:3000', '+57 310 123 4567', '87654321'],
    ] as const) {
      const refused = await post(host, { rutsolicitud: '1234567', telefono: phone, email: `a${ip}@correo.pe` });
      expect(refused.status, host).toBe(400);
      expect(refused.body.error.details.errors.rutsolicitud).toBe(
        'El número de documento debe tener entre 8 y 12 dígitos.',
      );
      const accepted = await post(host, { rutsolicitud: id, telefono: phone, email: `b${ip}@correo.pe` });
      expect(accepted.status, host).toBe(201);
      const [rows] = await runtime.sequelize.query('SELECT rut FROM leads WHERE id = $1', {
        bind: [accepted.body.data.id],
      });
      expect((rows as { rut: string }[])[0]!.rut).toBe(id);
    }
  });

  it('the international site accepts a 5-letter passport and refuses 4 characters', async () => {
    const refused = await post('int.localhost', { rutsolicitud: 'ABCD', email: 'c@correo.com' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors.rutsolicitud).toBe(
      'El número de documento debe tener entre 5 y 12 letras o números.',
    );
    const accepted = await post('int.localhost', { rutsolicitud: 'abcde', email: 'd@correo.com' });
    expect(accepted.status).toBe(201);
  });

  it('Chile keeps the RUT: 8 digits without a check digit are refused', async () => {
    const refused = await post('localhost', { rutsolicitud: '12345678', email: 'e@correo.cl' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors.rutsolicitud).toBe('El RUT ingresado no es válido.');
    expect((await post('localhost', { email: 'f@correo.cl' })).status).toBe(201);
  });
});
