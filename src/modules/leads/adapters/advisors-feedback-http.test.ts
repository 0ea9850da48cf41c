import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';

describe('advisor look-up and feedback over HTTP on real Postgres', () => {
  let runtime: TestRuntime;
  let app: Express;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    await runtime.sequelize.query(`INSERT INTO lead_advisors (email, name, active) VALUES
      ('carla.asesora@example.com', 'Carla Asesora', true), ('ex.asesor@example.com', 'Ex Asesor', false)`);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('finds an active advisor by e-mail (any case) and answers 404 for unknown or inactive ones', async () => {
    const found = await request(app).get('/api/referidos').query({ email: 'Carla.Asesora@example.com' });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ name: 'Carla Asesora', email: 'carla.asesora@example.com', country: 'chile' });
    const missing = await request(app).get('/api/referidos').query({ email: 'nadie@example.com' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No encontramos un asesor con ese correo.');
    expect((await request(app).get('/api/referidos').query({ email: 'ex.asesor@example.com' })).status).toBe(404);
    const tooLong = await request(app)
      .get('/api/referidos')
      .query({ email: `${'a'.repeat(45)}@example.com` });
    expect(tooLong.status).toBe(400);
  });

  it('attributes a request to the advisor of the stored referrer', async () => {
    const response = await request(app)
      .post('/api/solicitarplans')
      .send({
        nombre: 'Ana Pérez',
        rutsolicitud: '12.345.678-5',
        email: 'ana@correo.cl',
        telefono: '+56 9 1234 5678',
        agree: true,
        contactChannel: 'llamada',
        contactTime: 'manana',
        product: { code: 'QPS230', name: 'Plan' },
        referrer: { email: 'carla.asesora@example.com', name: 'Carla Asesora', initialDate: new Date().toISOString() },
      });
    expect(response.status).toBe(201);
    expect(response.body.data.advisor).toEqual({ name: 'Carla Asesora', email: 'carla.asesora@example.com' });
  });

  it('takes feedback on a request with its token, reads and patches it', async () => {
    const lead = await request(app)
      .post('/api/contactos')
      .send({ datosingresados: { nombre: 'Berta Soto', email: 'berta@correo.cl', telefono: '+56 9 2222 3333' } });
    const { id, token } = lead.body.data;
    const refused = await request(app).post('/api/feedbacks').send({ leadId: id, token: 'mal', score: 5 });
    expect(refused.status).toBe(404);
    const badScore = await request(app).post('/api/feedbacks').send({ leadId: id, token, score: 9 });
    expect(badScore.status).toBe(400);
    const created = await request(app).post('/api/feedbacks').send({ leadId: id, token, score: 4, comment: 'Rápido' });
    expect(created.status).toBe(201);
    const feedbackId = created.body.data._id as string;
    const patched = await request(app).patch('/api/feedbacks').send({ _id: feedbackId, comment: 'Muy rápido' });
    expect(patched.body.data).toMatchObject({ _id: feedbackId, score: 4, comment: 'Muy rápido', leadId: id });
    const read = await request(app).get('/api/feedbacks').query({ id: feedbackId });
    expect(read.body.data.comment).toBe('Muy rápido');
    const forLead = await request(app).get(`/api/feedbacks/getLead/${id}/${token}`);
    expect(forLead.status).toBe(200);
    expect(forLead.body.data.lead).toMatchObject({ id, nombre: 'Berta Soto' });
    expect(forLead.body.data.feedbacks).toHaveLength(1);
    expect((await request(app).get(`/api/feedbacks/getLead/${id}/otro`)).status).toBe(404);
  });
});
