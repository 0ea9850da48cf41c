import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { IDENTITY, type CreateUser } from '../../identity/index.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/**
 * Issue 9 §2: leads as the existing site and other clients send them — no contactChannel/contactTime, an
 * origin outside the list of origin systems, the legacy plan fields `codigoplan`, `productCode`/`insuranceId`
 * — are stored, never refused, and the back-office shows them plainly (on the real app and database).
 */

let ipCounter = 0;
const nextIp = () => `10.90.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const RUTS = ['12.345.678-5', '11.111.111-1', '7.654.321-6', '22.222.222-2', '33.333.333-3', '44.444.444-4'];

/** The existing site's request: flat plan fields and no contact preference. */
const legacyRequest = (n: number, extra: Record<string, unknown>) => ({
  nombre: 'Ana Pérez',
  rutsolicitud: RUTS[n],
  email: `legacy${n}@correo.cl`,
  telefono: '+56 9 1234 5678',
  agree: true,
  profile: { cotizante: [{ edad: 36, sexo: 'Femenino' }], cargas: [{ edadCarga: 4 }] },
  ...extra,
});

describe('legacy lead payloads (issue 9)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let adminToken: string;
  let product: { id: number; productCode: string; displayName: string };
  let plan: { id: number; codigoplan: string; nombreplan: string };

  const row = async (id: number) => {
    const [rows] = await runtime.sequelize.query(
      'SELECT origin, contact_channel, contact_time, product_id, product_code, product_name, extra FROM leads WHERE id = $1',
      { bind: [id] },
    );
    return rows[0] as Record<string, unknown>;
  };
  const adminLead = async (id: number) =>
    (await request(app).get(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${adminToken}`).expect(200)).body;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({});
    app = runtime.createHttpApp();
    await runtime.container
      .get<CreateUser>(IDENTITY.CreateUser)
      .execute({ email: 'ada.legacy@example.com', name: 'Ada Admin', roles: ['ADMIN'], password: 'Clave#2026a' });
    const login = await request(app)
      .post('/token')
      .set('X-Forwarded-For', nextIp())
      .send({ grant_type: 'password', username: 'ada.legacy@example.com', password: 'Clave#2026a' })
      .expect(200);
    adminToken = login.body.access_token;
    const cards = await request(app)
      .post('/api/insurance/compare/metadata')
      .send({ organizationType: ['ASEGURADORA'], comparator: 'Seguros-de-Salud', take: 2 })
      .expect(200);
    product = cards.body.data[1];
    const plans = await request(app)
      .post('/api/insurance/compare/metadataPlanesPersonas')
      .send({ take: 1 })
      .expect(200);
    plan = plans.body.data[0];
  }, 180_000);
  afterAll(() => runtime?.dispose());

  it('takes a lead without contactChannel/contactTime and with an unknown origin, and shows it plainly', async () => {
    const response = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(legacyRequest(0, { origin: 'PORTAL-SOCIOS', codigoplan: product.productCode }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ contactChannel: 'sin-preferencia', contactTime: 'sin-preferencia' });
    const id = response.body.data.id as number;
    expect(await row(id)).toMatchObject({
      origin: 'PORTAL-SOCIOS',
      contact_channel: 'sin-preferencia',
      contact_time: 'sin-preferencia',
    });
    expect((await adminLead(id)).contactConsent).toEqual({
      channel: 'sin-preferencia',
      channelLabel: 'Sin preferencia indicada',
      preferredTime: 'sin-preferencia',
      preferredTimeLabel: 'Sin preferencia indicada',
    });
    // A known origin system under another spelling is that system; what was sent is kept beside it.
    const spelled = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(legacyRequest(1, { origin: 'redsalud tlmk', contactChannel: 'llamada', contactTime: 'tarde' }));
    expect(spelled.status).toBe(201);
    expect(await row(spelled.body.data.id)).toMatchObject({
      origin: 'REDSALUD_TLMK',
      contact_channel: 'llamada',
      extra: expect.objectContaining({ originSent: 'redsalud tlmk' }),
    });
    // A channel that is sent must still be one of ours (our own site keeps asking for it).
    const wrong = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(legacyRequest(2, { contactChannel: 'paloma' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors.contactChannel).toBe('Elige cómo quieres que te contactemos.');
    // The contact form without a channel is also taken.
    const contact = await request(app)
      .post('/api/contactos')
      .set('X-Forwarded-For', nextIp())
      .send({
        datosingresados: { nombre: 'Berta Soto', email: 'berta.legacy@correo.cl', telefono: '+56 9 8765 4321' },
        originLead: 'Landing Antigua',
      });
    expect(contact.status).toBe(201);
    expect(await row(contact.body.data.id)).toMatchObject({
      origin: 'Landing Antigua',
      contact_channel: 'sin-preferencia',
    });
  });

  it('resolves codigoplan (a product or an isapre plan) and productCode/insuranceId to the product id and name', async () => {
    const byCode = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(legacyRequest(3, { codigoplan: product.productCode }));
    expect(byCode.status).toBe(201);
    expect(byCode.body.data.product).toMatchObject({
      id: String(product.id),
      code: product.productCode,
      name: product.displayName,
    });
    expect(await row(byCode.body.data.id)).toMatchObject({
      product_id: String(product.id),
      product_code: product.productCode,
      product_name: product.displayName,
    });

    const byInsuranceId = await request(app)
      .post('/api/seguro-adicional/solicitar')
      .set('X-Forwarded-For', nextIp())
      .send(legacyRequest(4, { insuranceId: product.id }));
    expect(byInsuranceId.status).toBe(201);
    expect(byInsuranceId.body.data.product).toMatchObject({ id: String(product.id), name: product.displayName });

    const byPlan = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(legacyRequest(5, { codigoplan: plan.codigoplan.toLowerCase(), productCode: undefined }));
    expect(byPlan.status).toBe(201);
    expect(byPlan.body.data.product).toMatchObject({
      id: String(plan.id),
      code: plan.codigoplan,
      name: plan.nombreplan,
      type: 'PLAN ISAPRE',
    });

    // The back-office list shows the Producto column filled.
    const list = await request(app)
      .get('/api/admin/leads')
      .query({ filter: JSON.stringify({ id: [byCode.body.data.id, byPlan.body.data.id] }) })
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(list.body.map((lead: { product: { name: string } }) => lead.product.name).sort()).toEqual(
      [product.displayName, plan.nombreplan].sort(),
    );

    // An unknown code is kept as sent: the lead is never refused for it.
    const unknown = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(legacyRequest(0, { email: 'otro@correo.cl', productCode: 'NO-EXISTE-123' }));
    expect(unknown.status).toBe(201);
    expect(unknown.body.data.product).toMatchObject({ id: null, code: 'NO-EXISTE-123', name: null });
  });
});
