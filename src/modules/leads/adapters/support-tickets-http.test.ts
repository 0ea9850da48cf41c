import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { waitUntil } from '../../../platform/testing/patience.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { IDENTITY, type CreateUser } from '../../identity/index.js';
import type { ManageSupportTickets } from '../application/manage-support-tickets.js';
import { LEADS } from '../tokens.js';

const PASSWORD = 'Clave#2026a';
let ipCounter = 0;
const nextIp = () => `10.41.0.${++ipCounter}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('support tickets and feedback in the back-office (/api/admin/support-tickets, /feedbacks)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let agent: { id: number; token: string };
  let client: { id: number; token: string };
  let executive: { id: number; token: string };

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
    agent = await userWithToken(['EJECUTIVO DE SOPORTE'], 'sofia.soporte@example.com', 'Sofía Soporte');
    client = await userWithToken(['CLIENT'], 'carlos.cliente@example.com', 'Carlos Cliente');
    executive = await userWithToken(['EJECUTIVO'], 'eva.ejecutiva@example.com', 'Eva Ejecutiva');
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('a customer opens a ticket; support lists it as Nuevo, assigns it (Abierto) and answers by e-mail', async () => {
    runtime.startBackground();
    onTestFinished(async () => {
      await runtime.relay.stop();
      await runtime.workers.close();
    });
    const opened = await request(app)
      .post('/api/admin/support-tickets')
      .set(auth(client.token))
      // A customer cannot open a ticket in someone else's name: its own name and e-mail are used.
      .send({ subject: 'No veo mi póliza', description: 'En el portal no aparece.', requesterEmail: 'x@otro.cl' });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      status: 'new',
      statusLabel: 'Nuevo',
      requesterName: 'Carlos Cliente',
      requesterEmail: 'carlos.cliente@example.com',
    });
    const id = opened.body.id as number;

    expect((await request(app).get('/api/admin/support-tickets').set(auth(client.token))).status).toBe(403);
    expect((await request(app).get('/api/admin/support-tickets').set(auth(executive.token))).status).toBe(403);
    const list = await request(app)
      .get('/api/admin/support-tickets')
      .query({ filter: JSON.stringify({ status: 'new' }) })
      .set(auth(agent.token));
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('support-tickets 0-0/1');
    expect(list.body[0]).toMatchObject({ id, statusLabel: 'Nuevo' });

    const agents = await request(app).get('/api/admin/support-agents').set(auth(agent.token));
    expect(agents.body.map((row: { name: string }) => row.name)).toContain('Sofía Soporte');
    expect(agents.body.map((row: { name: string }) => row.name)).not.toContain('Eva Ejecutiva');

    const notAgent = await request(app)
      .put(`/api/admin/support-tickets/${id}`)
      .set(auth(agent.token))
      .send({ assigneeId: executive.id });
    expect(notAgent.status).toBe(409);
    expect(notAgent.body.error.code).toBe('CODE002');
    const assigned = await request(app)
      .put(`/api/admin/support-tickets/${id}`)
      .set(auth(agent.token))
      // As react-admin sends it: the whole record, the stored status included.
      .send({ ...opened.body, status: 'new', assigneeId: agent.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'open', statusLabel: 'Abierto', assigneeName: 'Sofía Soporte' });
    const back = await request(app)
      .put(`/api/admin/support-tickets/${id}`)
      .set(auth(agent.token))
      .send({ status: 'new' });
    expect(back.status).toBe(400);
    const hold = await request(app)
      .put(`/api/admin/support-tickets/${id}`)
      .set(auth(agent.token))
      .send({ status: 'hold' });
    expect(hold.body.statusLabel).toBe('En Espera');

    const reply = await request(app)
      .post(`/api/admin/support-tickets/${id}/replies`)
      .set(auth(agent.token))
      .send({ message: 'Ya la cargamos, revisa de nuevo.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ authorName: 'Sofía Soporte', sentTo: 'carlos.cliente@example.com' });
    const mails = async () =>
      (
        await runtime.sequelize.query('SELECT to_address, subject FROM mail_messages WHERE idempotency_key = $1', {
          bind: [`support-ticket-reply-${reply.body.id}`],
        })
      )[0] as { to_address: string; subject: string }[];
    const sent = await waitUntil('the answer e-mailed to the customer', mails, (rows) => rows.length === 1);
    expect(sent).toEqual([{ to_address: 'carlos.cliente@example.com', subject: `[Ticket #${id}] No veo mi póliza` }]);

    const shown = await request(app).get(`/api/admin/support-tickets/${id}`).set(auth(agent.token));
    expect(shown.body.messages).toHaveLength(1);
    const solved = await request(app)
      .put(`/api/admin/support-tickets/${id}`)
      .set(auth(agent.token))
      .send({ status: 'solved' });
    expect(solved.body.statusLabel).toBe('Completado');
    expect((await request(app).get('/api/admin/support-tickets/999999').set(auth(agent.token))).status).toBe(404);
  });

  it('support opens a ticket on behalf of a customer; bad input is a 400 with field errors', async () => {
    const bad = await request(app)
      .post('/api/admin/support-tickets')
      .set(auth(agent.token))
      .send({ subject: '', description: 'x', requesterEmail: 'no-es-correo' });
    expect(bad.status).toBe(400);
    const created = await request(app).post('/api/admin/support-tickets').set(auth(agent.token)).send({
      subject: 'Cambio de plan',
      description: 'Llamó por teléfono.',
      requesterName: 'Berta Soto',
      requesterEmail: 'Berta@Correo.cl',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ requesterName: 'Berta Soto', requesterEmail: 'berta@correo.cl' });
    expect(created.body.countryCode).toBe('CL');
    // Issue 27: a ticket keeps the edition of the host it was opened on; staff filter the list by country.
    const peru = await request(app)
      .post('/api/admin/support-tickets')
      .set('Host', 'pe.localhost')
      .set(auth(agent.token))
      .send({
        subject: 'Consulta EPS',
        description: 'Escribió desde Lima.',
        requesterName: 'Lucía Quispe',
        requesterEmail: 'lucia@correo.pe',
      });
    expect(peru.status).toBe(201);
    expect(peru.body.countryCode).toBe('PE');
    const byCountry = async (countryCode: string) =>
      (
        await request(app)
          .get('/api/admin/support-tickets')
          .query({ filter: JSON.stringify({ countryCode }), range: '[0,99]' })
          .set(auth(agent.token))
      ).body.map((t: { id: number }) => t.id);
    expect(await byCountry('PE')).toEqual([peru.body.id]);
    expect(await byCountry('CL')).toContain(created.body.id);
    expect(await byCountry('CL')).not.toContain(peru.body.id);
  });

  it('lists the customers feedback for lead:read holders, newest first, filtered by score', async () => {
    const lead = await request(app)
      .post('/api/contactos')
      .set('X-Forwarded-For', nextIp())
      .send({ datosingresados: { nombre: 'Berta Soto', email: 'berta@correo.cl', telefono: '+56 9 2222 3333' } });
    const { id, token } = lead.body.data;
    await request(app).post('/api/feedbacks').send({ leadId: id, token, score: 2, comment: 'Lento' });
    await request(app).post('/api/feedbacks').send({ score: 5, comment: 'Excelente' });
    const list = await request(app).get('/api/admin/feedbacks').set(auth(executive.token));
    expect(list.status).toBe(200);
    expect(list.body.map((row: { comment: string }) => row.comment)).toEqual(['Excelente', 'Lento']);
    expect(list.body[1]).toMatchObject({ leadId: id, leadName: 'Berta Soto', score: 2 });
    const low = await request(app)
      .get('/api/admin/feedbacks')
      .query({ filter: JSON.stringify({ maxScore: 3 }) })
      .set(auth(executive.token));
    expect(low.body).toHaveLength(1);
    const one = await request(app).get(`/api/admin/feedbacks/${list.body[0].id}`).set(auth(executive.token));
    expect(one.body.comment).toBe('Excelente');
    expect((await request(app).get('/api/admin/feedbacks').set(auth(client.token))).status).toBe(403);
  });
});

describe('an answer whose e-mail fails (SMTP refuses) is CODE001 and stays unsent for the retry', () => {
  let runtime: TestRuntime;
  let app: Express;
  beforeAll(async () => {
    // Nothing listens on port 1: the SMTP mailer fails as a real outage would. No workers run, so the job is ours.
    runtime = await createTestRuntime({ SMTP_URL: 'smtp://127.0.0.1:1' });
    app = runtime.createHttpApp();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('sendReply fails with CODE001 (spec 03 §8, mail) and leaves the answer unsent', async () => {
    const email = 'sara.soporte@example.com';
    await runtime.container
      .get<CreateUser>(IDENTITY.CreateUser)
      .execute({ email, name: 'Sara Soporte', roles: ['EJECUTIVO DE SOPORTE'], password: PASSWORD });
    const login = await request(app)
      .post('/token')
      .set('X-Forwarded-For', nextIp())
      .send({ grant_type: 'password', username: email, password: PASSWORD });
    const token = login.body.access_token as string;
    const ticket = await request(app).post('/api/admin/support-tickets').set(auth(token)).send({
      subject: 'Sin correo',
      description: 'Prueba de envío.',
      requesterName: 'Berta Soto',
      requesterEmail: 'berta@correo.cl',
    });
    const reply = await request(app)
      .post(`/api/admin/support-tickets/${ticket.body.id}/replies`)
      .set(auth(token))
      .send({ message: 'Le respondemos por correo.' });
    expect(reply.status).toBe(201);

    const tickets = runtime.container.get<ManageSupportTickets>(LEADS.ManageSupportTickets);
    await expect(tickets.sendReply(reply.body.id as number)).rejects.toMatchObject({ code: 'CODE001' });
    const [row] = (
      await runtime.sequelize.query('SELECT sent_at FROM support_ticket_messages WHERE id = $1', {
        bind: [reply.body.id],
      })
    )[0] as { sent_at: string | null }[];
    expect(row!.sent_at).toBeNull();
  });
});
