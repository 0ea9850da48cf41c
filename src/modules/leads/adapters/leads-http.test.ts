import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { LeadRequestCounts } from '../application/ports.js';
import { LEADS } from '../index.js';

let ipCounter = 0;
/** Each test speaks from its own client IP so the per-IP limit is tested only where meant. */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export const validRequest = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Ana Pérez',
  rutsolicitud: '12.345.678-5',
  email: 'ana@correo.cl',
  telefono: '+56 9 1234 5678',
  fechanacimiento: '1990-05-04',
  agree: true,
  contactChannel: 'whatsapp',
  contactTime: 'tarde',
  origin: 'QUEPLAN.CL',
  product: { id: 'p-101', code: 'QPS230', name: 'Seguro Complementario Plus', type: 'Complementario' },
  profile: { cotizante: [{ sexo: 'Femenino', edad: 36, ingreso: 1650000 }], cargas: [] },
  leadAttributionInfo: [
    {
      referrer: 'https://www.google.com/',
      date: '2026-11-20T10:00:00.000Z',
      infoGA: { urlParams: { utm_source: 'google' } },
    },
  ],
  ...overrides,
});

describe('lead requests over HTTP on real Postgres', () => {
  let runtime: TestRuntime;
  let app: Express;
  const count = async (sql: string, bind: unknown[] = []) => {
    const [rows] = await runtime.sequelize.query(sql, { bind });
    return Number((rows as { n: string }[])[0]!.n);
  };

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('answers 201 with the lead once the lead, its attribution and two outbox rows are committed', async () => {
    const response = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(validRequest({ email: 'uno@correo.cl' }));
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ kind: 'plan', status: 1, duplicate: false, contactChannel: 'whatsapp' });
    const id = response.body.data.id as number;
    const [rows] = await runtime.sequelize.query('SELECT rut, profile, extra, contact_time FROM leads WHERE id = $1', {
      bind: [id],
    });
    expect(rows[0]).toMatchObject({
      rut: '12.345.678-5',
      contact_time: 'tarde',
      profile: { cotizante: [{ sexo: 'Femenino', edad: 36, ingreso: 1650000 }], cargas: [] },
    });
    expect(await count('SELECT count(*) AS n FROM lead_attributions WHERE lead_id = $1', [id])).toBe(1);
    const [jobs] = await runtime.sequelize.query(
      "SELECT job_name, payload FROM outbox_messages WHERE payload->>'leadId' = $1 ORDER BY job_name",
      { bind: [String(id)] },
    );
    expect(jobs).toEqual([
      { job_name: 'lead.confirmation', payload: { leadId: id, kind: 'confirmation' } },
      { job_name: 'lead.executive-notice', payload: { leadId: id, kind: 'executive-notice' } },
    ]);
  });

  it('refuses bad input with 400 and Spanish field errors, writing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM leads');
    const outboxBefore = await count('SELECT count(*) AS n FROM outbox_messages');
    const response = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(validRequest({ rutsolicitud: '12.345.678-9', telefono: '9 1234', email: 'ana@', agree: false }));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    expect(response.body.error.details.errors).toMatchObject({
      rutsolicitud: 'El RUT ingresado no es válido.',
      telefono: expect.stringContaining('al menos 11 dígitos'),
      email: expect.stringContaining('correo electrónico válido'),
      agree: 'Debes aceptar los términos y condiciones.',
    });
    expect(response.body.error.details.keys).toMatchObject({ rutsolicitud: 'invalidRut', telefono: 'nominimo' });
    const shape = await request(app).post('/api/solicitarplans').set('X-Forwarded-For', nextIp()).send({ nombre: 5 });
    expect(shape.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM leads')).toBe(before);
    expect(await count('SELECT count(*) AS n FROM outbox_messages')).toBe(outboxBefore);
  });

  it('makes one lead of a double submit: same Idempotency-Key, or same person and product within 10 s', async () => {
    const ip = nextIp();
    const body = validRequest({ rutsolicitud: '11.111.111-1', email: 'doble@correo.cl' });
    const first = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', ip)
      .set('Idempotency-Key', 'k-1')
      .send(body);
    const again = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', ip)
      .set('Idempotency-Key', 'k-1')
      .send(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, duplicate: true });
    const noKey = await request(app).post('/api/solicitarplans').set('X-Forwarded-For', ip).send(body);
    expect(noKey.body.data.id).toBe(first.body.data.id);
    const otherProduct = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', ip)
      .send({ ...body, product: { id: 'p-202', code: 'QPS231', name: 'Otro' } });
    expect(otherProduct.status).toBe(201);
    expect(await count("SELECT count(*) AS n FROM leads WHERE email = 'doble@correo.cl'")).toBe(2);
    expect(
      await count("SELECT count(*) AS n FROM outbox_messages WHERE (payload->>'leadId')::bigint = $1", [
        first.body.data.id,
      ]),
    ).toBe(2);
  });

  it('makes one lead of eight simultaneous identical submits', async () => {
    const body = validRequest({ rutsolicitud: '7.654.321-6', email: 'simultaneo@correo.cl' });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(app).post('/api/solicitarplans').set('X-Forwarded-For', nextIp()).send(body),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(await count("SELECT count(*) AS n FROM leads WHERE email = 'simultaneo@correo.cl'")).toBe(1);
  });

  it('limits the public POST routes per IP with a clear 429', async () => {
    const ip = nextIp();
    const responses = [];
    for (let n = 0; n < 21; n++) {
      responses.push(
        await request(app).post('/api/contactos').set('X-Forwarded-For', ip).send({ datosingresados: {} }),
      );
    }
    expect(responses.map((r) => r.status)).toEqual([...Array<number>(20).fill(400), 429]);
    expect(responses[20]!.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(responses[20]!.body.error.message).toMatch(/Demasiadas solicitudes/);
    const otherIp = await request(app)
      .post('/api/contactos')
      .set('X-Forwarded-For', nextIp())
      .send({ datosingresados: {} });
    expect(otherIp.status).toBe(400);
  });

  it('takes contacts, seguro adicional requests and e-mail requests', async () => {
    const contact = await request(app)
      .post('/api/contactos')
      .set('X-Forwarded-For', nextIp())
      .send({
        productType: 'SEGURO VIDA',
        businessLine: 'personas',
        datosingresados: {
          nombre: "Bernardo O'Higgins",
          email: 'bernardo@correo.cl',
          telefono: '+56 9 8765 4321',
          mensaje: 'Quiero cotizar',
          contactChannel: 'solo-correo',
        },
        origin_url: 'http://localhost:3000/contacto',
        originLead: 'QUEPLAN.CL',
      });
    expect(contact.status).toBe(201);
    expect(contact.body.data).toMatchObject({ kind: 'contacto', contactChannel: 'solo-correo' });

    const adicional = await request(app)
      .post('/api/seguro-adicional/solicitar')
      .set('X-Forwarded-For', nextIp())
      .send(validRequest({ email: 'adicional@correo.cl' }));
    expect(adicional.status).toBe(201);
    expect(adicional.body.data.kind).toBe('adicional');

    const mail = await request(app)
      .post('/api/sendemail')
      .set('X-Forwarded-For', nextIp())
      .send({ email: 'visitante@correo.cl', url: 'http://localhost:3000/url/abc' });
    expect(mail.status).toBe(201);
    expect(
      await count("SELECT count(*) AS n FROM outbox_messages WHERE (payload->>'leadId')::bigint = $1", [
        mail.body.data.id,
      ]),
    ).toBe(1);
  });

  it('completes a request through /update only with its token, validating the merged form', async () => {
    const created = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(validRequest({ email: 'update@correo.cl' }));
    const { id, token } = created.body.data;
    const wrong = await request(app)
      .post('/api/solicitarplans/update')
      .set('X-Forwarded-For', nextIp())
      .send({ id, token: 'x'.repeat(32), telefono: '+56 9 1111 2222' });
    expect(wrong.status).toBe(404);
    const bad = await request(app)
      .post('/api/solicitarplans/update')
      .set('X-Forwarded-For', nextIp())
      .send({ id, token, rutsolicitudpareja: '1.111.111-2' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors.rutsolicitudpareja).toBe('El RUT ingresado no es válido.');
    const ok = await request(app)
      .post('/api/solicitarplans/update')
      .set('X-Forwarded-For', nextIp())
      .send({ id, token, rutsolicitudpareja: '111111111', contactChannel: 'solo-correo' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.contactChannel).toBe('solo-correo');
    const [rows] = await runtime.sequelize.query('SELECT rut_pareja FROM leads WHERE id = $1', { bind: [id] });
    expect(rows[0]).toEqual({ rut_pareja: '11.111.111-1' });
  });

  it('counts requests per product for sorting insurance lists', async () => {
    const response = await request(app).get('/api/solicitarplans/estadisticasolicitudesplanes');
    expect(response.status).toBe(200);
    const top = response.body.data[0];
    expect(top).toMatchObject({ productId: 'p-101', productCode: 'QPS230' });
    expect(top.count).toBeGreaterThanOrEqual(3);
    const counts = response.body.data.map((row: { count: number }) => row.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // The same numbers through the module's public facade (for the catalogue's sort by requests).
    const facade = await runtime.container.get<LeadRequestCounts>(LEADS.RequestCounts).byProduct();
    expect(facade.map((row) => row.count)).toEqual(counts);
  });
});
