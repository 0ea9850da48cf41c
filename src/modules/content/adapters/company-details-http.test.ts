import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';

/** The company's details: data edited in the back-office, nothing invented shown while unset (real Postgres). */
describe('company details HTTP', () => {
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

  const put = (token: string, body: object) =>
    request(app).put('/api/admin/company-details/company').set('Authorization', `Bearer ${token}`).send(body);

  it('shows no invented contact, portal or address while nothing is set', async () => {
    expect((await request(app).get('/api/contactInformations').expect(200)).body.data).toEqual([]);
    expect((await request(app).get('/api/company').expect(200)).body.data).toEqual({
      legalName: null,
      contactEmail: null,
      personasPortalUrl: null,
      empresasPortalUrl: null,
      contact: [],
    });
    const record = await request(app)
      .get('/api/admin/company-details/company')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(record.body.missing).toContain('Número de cuenta');
  });

  it('staff with content:update edit them; the site shows them; the bank account stays private', async () => {
    await put(executive, { phone: '+56 2 1234 5678' }).expect(403);
    const bad = await put(admin, { contactEmail: 'no-es-correo', personasPortalUrl: 'javascript:alert(1)' }).expect(
      400,
    );
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(['contactEmail', 'personasPortalUrl']);
    await put(admin, { inventado: 'x' }).expect(400);

    const saved = await put(admin, {
      id: 'company',
      legalName: 'Seguros Claros SpA',
      phone: '+56 2 1234 5678',
      contactEmail: 'hola@segurosclaros.cl',
      empresasPortalUrl: '/admin/',
      bankAccountNumber: '12-345-67890-1',
      missing: ['ignored'],
    }).expect(200);
    expect(saved.body).toMatchObject({ legalName: 'Seguros Claros SpA', bankAccountNumber: '12-345-67890-1' });

    const company = (await request(app).get('/api/company').expect(200)).body.data;
    expect(company).toMatchObject({ legalName: 'Seguros Claros SpA', empresasPortalUrl: '/admin/' });
    expect(JSON.stringify(company)).not.toContain('12-345-67890-1');
    expect((await request(app).get('/api/contactInformations').expect(200)).body.data).toEqual([
      {
        group: 'contacto',
        items: [
          { name: 'phone', info: '+56 2 1234 5678', link: 'tel:+56212345678' },
          { name: 'email', info: 'hola@segurosclaros.cl', link: 'mailto:hola@segurosclaros.cl' },
        ],
      },
    ]);

    // '' clears a detail.
    await put(admin, { phone: '' }).expect(200);
    const cleared = (await request(app).get('/api/contactInformations').expect(200)).body.data;
    expect(cleared[0].items.map((item: { name: string }) => item.name)).toEqual(['email']);
  });
});
