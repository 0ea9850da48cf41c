import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { chileanDate } from '../../pricing/index.js';
import { IDENTITY, type CreateUser } from '../../identity/index.js';

const PASSWORD = 'Clave#2026a';
let ipCounter = 0;
const nextIp = () => `10.40.0.${++ipCounter}`;

describe('back-office lead API (/api/admin/leads…) behind the identity guard', () => {
  let runtime: TestRuntime;
  let app: Express;
  let executive: { id: number; token: string };
  let supportExecutiveId: number;
  let supervisorToken: string;
  let referidorToken: string;
  const leadIds: number[] = [];

  async function userWithToken(roles: string[], email: string, name: string) {
    const created = await runtime.container
      .get<CreateUser>(IDENTITY.CreateUser)
      .execute({ email, name, roles, password: PASSWORD });
    const login = await request(app)
      .post('/token')
      .set('X-Forwarded-For', nextIp())
      .send({ grant_type: 'password', username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { id: created.user.id, token: login.body.access_token as string };
  }

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    executive = await userWithToken(['EJECUTIVO'], 'eva.ejecutiva@example.com', 'Eva Ejecutiva');
    supportExecutiveId = (
      await userWithToken(['EJECUTIVO DE SOPORTE'], 'esteban.soporte@example.com', 'Esteban Soporte')
    ).id;
    await userWithToken(['ADMIN'], 'ada.admin@example.com', 'Ada Admin');
    supervisorToken = (await userWithToken(['SUPERVISOR'], 'sergio.supervisor@example.com', 'Sergio Supervisor')).token;
    referidorToken = (await userWithToken(['REFERIDOR'], 'rita.referidora@example.com', 'Rita Referidora')).token;
    await runtime.sequelize.query(
      "INSERT INTO lead_advisors (email, name) VALUES ('carla.asesora@example.com', 'Carla Asesora')",
    );
    const people = [
      { rut: '12.345.678-5', email: 'ana@correo.cl', nombre: 'Ana Pérez', product: 'p-1' },
      { rut: '11.111.111-1', email: 'berta@correo.cl', nombre: 'Berta Soto', product: 'p-2' },
      { rut: '7.654.321-6', email: 'carlos@correo.cl', nombre: 'Carlos Díaz', product: 'p-1' },
    ];
    for (const person of people) {
      const response = await request(app)
        .post('/api/solicitarplans')
        .set('X-Forwarded-For', nextIp())
        .send({
          nombre: person.nombre,
          rutsolicitud: person.rut,
          email: person.email,
          telefono: '+56 9 1234 5678',
          agree: true,
          contactChannel: person.nombre.startsWith('B') ? 'solo-correo' : 'llamada',
          contactTime: 'manana',
          isInternalTraffic: person.nombre.startsWith('C'),
          product: { id: person.product, code: `C-${person.product}`, name: `Producto ${person.product}` },
          profile: { cotizante: [{ sexo: 'Masculino', edad: 27, ingreso: 1650000 }] },
          referrer: {
            email: 'carla.asesora@example.com',
            name: 'Carla Asesora',
            initialDate: new Date().toISOString(),
          },
          leadAttributionInfo: [{ referrer: 'https://google.cl', date: new Date().toISOString() }],
        });
      expect(response.status).toBe(201);
      leadIds.push(response.body.data.id);
    }
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('assigns new leads to the active executive with the fewest recent leads', async () => {
    const [rows] = await runtime.sequelize.query('SELECT executive_id, status FROM leads ORDER BY id');
    // Eva (EJECUTIVO) and Esteban (EJECUTIVO DE SOPORTE) hold lead:receive and share the three leads; Ada
    // (ADMIN) and Sergio (SUPERVISOR) may work leads (lead:update) but are not in the pool.
    const assigned = (rows as { executive_id: number; status: number }[]).map((row) => row.executive_id);
    expect(assigned.every((id) => id !== null)).toBe(true);
    expect(new Set(assigned)).toEqual(new Set([executive.id, supportExecutiveId]));
    expect((rows as { status: number }[]).every((row) => row.status === 2)).toBe(true);
  });

  it('refuses without a token (401) and without the permission (403)', async () => {
    expect((await request(app).get('/api/admin/leads')).status).toBe(401);
    const forbidden = await request(app).put(`/api/admin/leads/${leadIds[0]}/assign`).set(auth(executive.token)).send({
      executiveId: executive.id,
    });
    expect(forbidden.status).toBe(403);
    expect(
      (await request(app).put(`/api/admin/leads/${leadIds[0]}`).set(auth(referidorToken)).send({ status: 3 })).status,
    ).toBe(403);
  });

  it('lists leads in react-admin shape with Content-Range, sorting, range and filters', async () => {
    const all = await request(app)
      .get('/api/admin/leads')
      .query({ sort: JSON.stringify(['createdAt', 'ASC']), range: JSON.stringify([0, 1]) })
      .set(auth(referidorToken));
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('leads 0-1/3');
    expect(all.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(all.body.map((lead: { nombre: string }) => lead.nombre)).toEqual(['Ana Pérez', 'Berta Soto']);

    const filtered = await request(app)
      .get('/api/admin/leads')
      .query({ filter: JSON.stringify({ productId: 'p-1', q: 'carl' }) })
      .set(auth(referidorToken));
    expect(filtered.body).toHaveLength(1);
    expect(filtered.body[0]).toMatchObject({
      nombre: 'Carlos Díaz',
      isInternalTraffic: true,
      statusLabel: 'Asignado',
      contactConsent: { channel: 'llamada', preferredTime: 'manana' },
    });
    expect(filtered.body[0].updateToken).toBeUndefined();

    const bad = await request(app).get('/api/admin/leads').query({ filter: '{nope' }).set(auth(referidorToken));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/filter no es JSON válido/);
  });

  it('shows one lead with its profile at request time, attribution, consent, origin and advisor', async () => {
    const response = await request(app).get(`/api/admin/leads/${leadIds[1]}`).set(auth(referidorToken));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: leadIds[1],
      origin: 'QUEPLAN.CL',
      isInternalTraffic: false,
      profile: { cotizante: [{ sexo: 'Masculino', edad: 27, ingreso: 1650000 }] },
      attribution: [{ referrer: 'https://google.cl' }],
      contactConsent: { channel: 'solo-correo', channelLabel: 'Solo correo electrónico' },
      advisor: { name: 'Carla Asesora', email: 'carla.asesora@example.com' },
    });
    expect(response.body.updateToken).toBeUndefined();
    expect((await request(app).get('/api/admin/leads/999999').set(auth(referidorToken))).status).toBe(404);
  });

  it('changes status and sub-status only when the sub-status belongs to the status', async () => {
    const ok = await request(app)
      .put(`/api/admin/leads/${leadIds[0]}`)
      .set(auth(executive.token))
      .send({ status: 4, subStatus: 402 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 4,
      statusLabel: 'Fallido',
      subStatus: 402,
      subStatusLabel: 'No le interesa',
    });
    const wrong = await request(app)
      .put(`/api/admin/leads/${leadIds[0]}`)
      .set(auth(executive.token))
      .send({ status: 3, subStatus: 402 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toMatch(/pertenece al estado «Fallido»/);
    const missing = await request(app).put('/api/admin/leads/999999').set(auth(executive.token)).send({ status: 3 });
    expect(missing.status).toBe(404);
    // The change is in the lead's history with who made it; the refused ones are not.
    const detail = await request(app).get(`/api/admin/leads/${leadIds[0]}`).set(auth(referidorToken));
    expect(detail.body.history).toEqual([
      expect.objectContaining({
        action: 'status',
        status: 4,
        subStatus: 402,
        by: { id: executive.id, name: 'Eva Ejecutiva' },
      }),
    ]);
  });

  it('assigns a lead to an active executive, refusing unknown ones', async () => {
    const ok = await request(app)
      .put(`/api/admin/leads/${leadIds[2]}/assign`)
      .set(auth(supervisorToken))
      .send({ executiveId: executive.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ executiveId: executive.id, executive: { name: 'Eva Ejecutiva' } });
    const detail = await request(app).get(`/api/admin/leads/${leadIds[2]}`).set(auth(referidorToken));
    expect(detail.body.history.at(-1)).toMatchObject({
      action: 'assign',
      executive: { id: executive.id, name: 'Eva Ejecutiva' },
      by: { name: 'Sergio Supervisor' },
    });
    const unknown = await request(app)
      .put(`/api/admin/leads/${leadIds[2]}/assign`)
      .set(auth(supervisorToken))
      .send({ executiveId: 999999 });
    expect(unknown.status).toBe(400);
  });

  it('answers statistics by status and by day for 30 days, and the status catalogue', async () => {
    const stats = await request(app).get('/api/admin/lead-stats').set(auth(referidorToken));
    expect(stats.status).toBe(200);
    expect(stats.body.byDay).toHaveLength(30);
    expect(stats.body.byDay.at(-1)).toEqual({ date: chileanDate(new Date()), count: 3 });
    expect(stats.body.byStatus).toEqual(
      expect.arrayContaining([
        { status: 2, label: 'Asignado', count: 2 },
        { status: 4, label: 'Fallido', count: 1 },
      ]),
    );
    const catalogue = await request(app).get('/api/admin/lead-statuses').set(auth(referidorToken));
    expect(catalogue.body.statuses).toHaveLength(21);
    expect(catalogue.body.subStatuses.find((sub: { id: number }) => sub.id === 401)).toEqual({
      id: 401,
      label: 'No Contactado',
      parent: 4,
    });
  });

  it('reassigns a lead to the other executive with GET /api/qpassignment/reassign/{id}', async () => {
    const before = await request(app).get(`/api/admin/leads/${leadIds[1]}`).set(auth(referidorToken));
    const response = await request(app).get(`/api/qpassignment/reassign/${leadIds[1]}`).set(auth(supervisorToken));
    expect(response.status).toBe(200);
    expect(response.body.data.executiveId).not.toBe(before.body.executiveId);
    expect(response.body.data.executiveId).not.toBeNull();
    expect((await request(app).get(`/api/qpassignment/reassign/${leadIds[1]}`).set(auth(executive.token))).status).toBe(
      403,
    );
  });

  it('manages advisors: create, refuse duplicates and bad e-mails, list with Content-Range, deactivate', async () => {
    const created = await request(app)
      .post('/api/admin/advisors')
      .set(auth(supervisorToken))
      .send({ email: 'nuevo.asesor@example.com', name: 'Nuevo Asesor' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'nuevo.asesor@example.com', country: 'chile', active: true });
    const duplicate = await request(app)
      .post('/api/admin/advisors')
      .set(auth(supervisorToken))
      .send({ email: 'NUEVO.asesor@example.com', name: 'Otro' });
    expect(duplicate.status).toBe(409);
    const bad = await request(app)
      .post('/api/admin/advisors')
      .set(auth(supervisorToken))
      .send({ email: 'sin-arroba', name: 'Otro' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors.email).toBeDefined();
    expect(
      (await request(app).post('/api/admin/advisors').set(auth(referidorToken)).send({ email: 'x@y.cl', name: 'X Y' }))
        .status,
    ).toBe(403);

    const list = await request(app).get('/api/admin/advisors').query({ range: '[0,9]' }).set(auth(referidorToken));
    expect(list.headers['content-range']).toBe('advisors 0-1/2');
    const off = await request(app)
      .put(`/api/admin/advisors/${created.body.id}`)
      .set(auth(supervisorToken))
      .send({ active: false });
    expect(off.body).toMatchObject({ active: false, country: 'chile', name: 'Nuevo Asesor' });
    expect((await request(app).get('/api/referidos').query({ email: 'nuevo.asesor@example.com' })).status).toBe(404);
  });

  it('stores the sources of spec 03 §3 (QPCRON, QPOPTIMIZE…) as the origin and filters the list by it', async () => {
    const sent = [
      { origin: 'qpcron', nombre: 'Daniel Cron', email: 'daniel@correo.cl', rut: '9.876.543-3' },
      { origin: 'QP Optimize', nombre: 'Elena Optima', email: 'elena@correo.cl', rut: '8.765.432-K' },
    ];
    for (const person of sent) {
      const response = await request(app)
        .post('/api/solicitarplans')
        .set('X-Forwarded-For', nextIp())
        .send({
          nombre: person.nombre,
          rutsolicitud: person.rut,
          email: person.email,
          telefono: '+56 9 1234 5678',
          agree: true,
          origin: person.origin,
          product: { id: 'p-3', code: 'C-p-3', name: 'Producto p-3' },
        });
      expect(response.status).toBe(201);
    }
    const byOrigin = async (origin: string) =>
      (
        await request(app)
          .get('/api/admin/leads')
          .query({ filter: JSON.stringify({ origin }) })
          .set(auth(referidorToken))
      ).body.map((lead: { nombre: string; origin: string }) => `${lead.nombre} ${lead.origin}`);
    expect(await byOrigin('QPCRON')).toEqual(['Daniel Cron QPCRON']);
    // Any spelling the origin rule knows filters as the stored origin.
    expect(await byOrigin('qp-optimize')).toEqual(['Elena Optima QPOPTIMIZE']);
    expect(await byOrigin('QPCLIENTS')).toEqual([]);
  });
});

describe('auto-assignment pool: lead:receive, not lead:update', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    runtime = await createTestRuntime();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('does not auto-assign a lead to an ADMIN, while an EJECUTIVO gets it', async () => {
    const app = runtime.createHttpApp();
    const create = runtime.container.get<CreateUser>(IDENTITY.CreateUser);
    // Created first, so with equal loads the ADMIN would win any tie broken by id.
    const admin = await create.execute({
      email: 'ana.admin@example.com',
      name: 'Ana Admin',
      roles: ['ADMIN'],
      password: PASSWORD,
    });
    const executive = await create.execute({
      email: 'elias.ejecutivo@example.com',
      name: 'Elías Ejecutivo',
      roles: ['EJECUTIVO'],
      password: PASSWORD,
    });
    for (const [nombre, rut] of [
      ['Diego Rojas', '12.345.678-5'],
      ['Elena Mora', '11.111.111-1'],
    ]) {
      const response = await request(app)
        .post('/api/solicitarplans')
        .set('X-Forwarded-For', nextIp())
        .send({
          nombre,
          rutsolicitud: rut,
          email: 'cliente@correo.cl',
          telefono: '+56 9 8765 4321',
          agree: true,
          contactChannel: 'llamada',
          contactTime: 'manana',
          product: { id: 'p-3', code: 'C-p-3', name: 'Producto p-3' },
          profile: { cotizante: [{ sexo: 'Femenino', edad: 35, ingreso: 1200000 }] },
        });
      expect(response.status).toBe(201);
    }
    const [rows] = await runtime.sequelize.query('SELECT executive_id FROM leads ORDER BY id');
    const assigned = (rows as { executive_id: number | null }[]).map((row) => row.executive_id);
    expect(assigned).toEqual([executive.user.id, executive.user.id]);
    expect(assigned).not.toContain(admin.user.id);
  });
});
