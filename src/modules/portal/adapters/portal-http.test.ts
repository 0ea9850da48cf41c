import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { Express } from 'express';
import { PDFDocument } from 'pdf-lib';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, type EventPublisher } from '../../../platform/outbox/integration-events.js';
import type { RateLimiter } from '../../../platform/http/rate-limit.js';
import { patience } from '../../../platform/testing/patience.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { rutFor } from '../../policies/testing/people-generator.js';
import type { SaleCompleted } from '../../sales/index.js';

const ANA_SALE = randomUUID();
let runtime: TestRuntime;
let app: Express;
let ip = 0;
const nextIp = () => `10.29.${Math.floor(++ip / 250)}.${ip % 250}`;

async function waitFor(probe: () => Promise<boolean>, ms = patience(60_000)) {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const count = async (sql: string, bind: unknown[] = []) => {
  const [row] = await runtime.sequelize.query<{ n: string }>(sql, { bind, type: QueryTypes.SELECT });
  return Number(row?.n);
};

function sale(saleId: string, email: string, person: number): SaleCompleted {
  const now = new Date().toISOString();
  return newEvent('SaleCompleted', {
    saleId,
    productId: null,
    productCode: 'VIDA1',
    productName: 'Seguro de Vida Simple',
    insurerId: null,
    buyer: { rut: rutFor(person), firstName: 'Ana', paternalSurname: 'Pérez', relationship: 'TITULAR', email },
    insured: [
      {
        rut: rutFor(person + 1),
        firstName: 'Luis',
        paternalSurname: 'Pérez',
        relationship: 'Hijo',
        birthDate: '2015-03-02',
      },
    ],
    premium: { amount: '25000', currency: 'CLP' },
    periodicityMonths: 1,
    payment: {
      paymentId: `pay-${saleId}`,
      provider: 'sandbox',
      amount: { amount: '25000', currency: 'CLP' },
      paidAt: now,
    },
    completedAt: now,
  });
}

/** The text a PDF draws: pdf-lib writes each line as a hex string in a (deflated) content stream. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

async function signIn(email: string) {
  // Each test signs in afresh: the per-address limit (5 an hour) is the subject of its own test.
  await runtime.container
    .get<RateLimiter>(PLATFORM.RateLimiter)
    .reset(email.toLowerCase(), { name: 'portal-link-address' });
  const asked = await request(app).post('/api/portal/acceso').set('X-Forwarded-For', nextIp()).send({ email });
  expect(asked.status).toBe(202);
  const [mail] = await runtime.sequelize.query<{ text_body: string }>(
    "SELECT text_body FROM mail_messages WHERE to_address = $1 AND subject LIKE '%Portal Personas%' ORDER BY id DESC LIMIT 1",
    { bind: [email.toLowerCase()], type: QueryTypes.SELECT },
  );
  const token = decodeURIComponent(/\/portal-personas\/acceso#t=(\S+)/.exec(mail!.text_body)![1]!);
  const agent = request.agent(app);
  const exchanged = await agent.post('/api/portal/acceso/canjear').set('X-Forwarded-For', nextIp()).send({ token });
  expect(exchanged.status).toBe(200);
  return { agent, token, cookie: String(exchanged.headers['set-cookie']) };
}

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
  runtime.startBackground();
  const publisher = runtime.container.get<EventPublisher>(PLATFORM.EventPublisher);
  await runtime.sequelize.transaction((tx) =>
    publisher.publish(tx, sale(ANA_SALE, 'Ana.Perez@Correo.cl', 10), sale(randomUUID(), 'bruno@correo.cl', 20)),
  );
  await waitFor(async () => (await count('SELECT count(*) AS n FROM portal_purchases')) === 2);
  await waitFor(async () => (await count('SELECT count(DISTINCT policy_id) AS n FROM billing_payments')) === 2);
}, 120_000);

afterAll(async () => {
  await runtime?.dispose();
});

describe('Portal Personas (issue 29)', () => {
  it('a purchase creates the account of its e-mail; a link signs in once; the answer never tells an unknown address', async () => {
    expect(await count("SELECT count(*) AS n FROM identity_customers WHERE email = 'ana.perez@correo.cl'")).toBe(1);
    const unknown = await request(app)
      .post('/api/portal/acceso')
      .set('X-Forwarded-For', nextIp())
      .send({ email: 'nadie@correo.cl' });
    const known = await request(app)
      .post('/api/portal/acceso')
      .set('X-Forwarded-For', nextIp())
      .send({ email: 'ana.perez@correo.cl' });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await count("SELECT count(*) AS n FROM mail_messages WHERE to_address = 'nadie@correo.cl'")).toBe(0);

    const { agent, token, cookie } = await signIn('ana.perez@correo.cl');
    expect(cookie).toMatch(/portal_sesion=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/portal/);
    expect((await agent.get('/api/portal/sesion')).body).toEqual({ data: { email: 'ana.perez@correo.cl' } });
    // Only keyed hashes are stored.
    expect(await count('SELECT count(*) AS n FROM identity_customer_links WHERE token_hash = $1', [token])).toBe(0);
    // Used once.
    const again = await request(app)
      .post('/api/portal/acceso/canjear')
      .set('X-Forwarded-For', nextIp())
      .send({ token });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toMatch(/no es válido/);
    expect((await request(app).get('/api/portal/seguros')).status).toBe(401);
  });

  it('limits link requests per address, known or not, with a Spanish 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      const ok = await request(app)
        .post('/api/portal/acceso')
        .set('X-Forwarded-For', nextIp())
        .send({ email: 'x@correo.cl' });
      expect(ok.status).toBe(202);
    }
    const limited = await request(app)
      .post('/api/portal/acceso')
      .set('X-Forwarded-For', nextIp())
      .send({ email: 'x@correo.cl' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Revisa tu bandeja/);
    const bad = await request(app)
      .post('/api/portal/acceso')
      .set('X-Forwarded-For', nextIp())
      .send({ email: 'no-es-correo' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/correo válido/);
  });

  it('shows the policy with its people, a certificate PDF read back, and the periods with receipt and pay link', async () => {
    const { agent } = await signIn('ana.perez@correo.cl');
    const list = await agent.get('/api/portal/seguros');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const policy = list.body.data[0];
    expect(policy).toMatchObject({
      saleId: ANA_SALE,
      status: 'ACTIVE',
      statusLabel: 'Vigente',
      productName: 'Seguro de Vida Simple',
    });

    const detail = await agent.get(`/api/portal/seguros/${policy.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.insured.map((p: { rut: string }) => p.rut)).toEqual([rutFor(10)]);
    expect(detail.body.data.beneficiaries).toMatchObject([{ rut: rutFor(11), role: 'Carga', relationship: 'Hijo(a)' }]);
    expect(detail.body.data.cancellation).toMatchObject({ canRequest: true, withinWithdrawal: true });
    expect(detail.body.data.monthlyCard).toBeNull(); // paid once: no card to change

    const certificate = await agent
      .get(`/api/portal/seguros/${policy.id}/certificado`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(certificate.status).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toContain(`certificado-${policy.number}.pdf`);
    const bytes = certificate.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe(`Certificado de cobertura - Póliza ${policy.number}`);
    expect(document.getPageCount()).toBe(1);
    const text = pdfText(bytes);
    expect(text).toContain(`Número de póliza: ${policy.number}`);
    expect(text).toContain('Producto: Seguro de Vida Simple');
    expect(text).toContain(`Ana Pérez, RUT ${rutFor(10)} - Titular`);
    expect(text).toContain(`Luis Pérez, RUT ${rutFor(11)} - Carga (Hijo(a))`);
    expect(text).toContain('Prima: $25.000 mensual');

    const payments = await agent.get('/api/portal/pagos');
    expect(payments.status).toBe(200);
    const [first] = payments.body.data;
    expect(first).toMatchObject({
      policyId: policy.id,
      status: 'PAID',
      statusLabel: 'Pagado',
      payUrl: null,
      amountClp: 25000,
    });
    expect(first.receipts).toHaveLength(1);
    const receipt = await agent.get(`/api/portal/comprobantes/${first.receipts[0].id}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const owed = payments.body.data.find((p: { status: string }) => p.status !== 'PAID' && p.status !== 'NA');
    // The periods ahead are owed: the next one can be paid early on issue 28's page.
    const payPage = new RegExp(`^http://localhost:3000/pagar-cuota/${owed.id}\\?t=[\\w.-]+$`);
    expect(owed.payUrl).toMatch(payPage);
    // Signed anew each time (the link carries its expiry): the same page, maybe another token.
    expect((await agent.get(`/api/portal/pagos/${owed.id}/pagar`)).body.data.url).toMatch(payPage);
    // A paid period has nothing to pay.
    expect((await agent.get(`/api/portal/pagos/${first.id}/pagar`)).status).toBe(409);
  });

  it("answers 404 for another customer's policy, period, receipt and certificate on every route", async () => {
    const bruno = await signIn('bruno@correo.cl');
    const [brunoPolicy] = (await bruno.agent.get('/api/portal/seguros')).body.data;
    const [brunoPeriod] = (await bruno.agent.get('/api/portal/pagos')).body.data;
    const brunoReceipt = brunoPeriod.receipts[0].id;
    const ana = await signIn('ana.perez@correo.cl');
    const tries = [
      ana.agent.get(`/api/portal/seguros/${brunoPolicy.id}`),
      ana.agent.get(`/api/portal/seguros/${brunoPolicy.id}/certificado`),
      ana.agent.post(`/api/portal/seguros/${brunoPolicy.id}/cancelacion`).send({}),
      ana.agent.get(`/api/portal/pagos/${brunoPeriod.id}/pagar`),
      ana.agent.get(`/api/portal/comprobantes/${brunoReceipt}`),
      ana.agent.get('/api/portal/seguros/999999'),
      ana.agent.get('/api/portal/comprobantes/999999'),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    // Nothing of Bruno's changed.
    expect((await bruno.agent.get(`/api/portal/seguros/${brunoPolicy.id}`)).body.data.status).toBe('ACTIVE');
    // Ana's lists do not carry Bruno's records.
    const anaPeriods = (await ana.agent.get('/api/portal/pagos')).body.data as { policyId: number }[];
    expect(anaPeriods.some((p) => p.policyId === brunoPolicy.id)).toBe(false);
  });

  it('keeps phone, address and consent, validates them in Spanish, and lists the e-mails we send', async () => {
    const { agent } = await signIn('ana.perez@correo.cl');
    const empty = await agent.get('/api/portal/preferencias');
    expect(empty.body.data).toMatchObject({ email: 'ana.perez@correo.cl', consent: false, phone: null });
    const bad = await agent.put('/api/portal/preferencias').send({
      phone: '123',
      street: null,
      commune: null,
      region: null,
      consent: true,
      channel: 'phone',
      contactTime: 'morning',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors.phone).toBe('Ingresa un teléfono chileno: +56 9 1234 5678.');
    const saved = await agent.put('/api/portal/preferencias').send({
      phone: '+56 9 8765 4321',
      street: 'Av. Providencia 1234, depto 56',
      commune: 'Providencia',
      region: 'Metropolitana',
      consent: true,
      channel: 'email',
      contactTime: 'afternoon',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ phone: '+56987654321', commune: 'Providencia', channel: 'email' });
    expect(saved.body.data.emails.find((e: { key: string }) => e.key === 'advice').active).toBe(true);
  });

  it('a cancellation request moves the policy to PROCESS_CANCELLATION through the policies flow', async () => {
    const { agent } = await signIn('ana.perez@correo.cl');
    const [policy] = (await agent.get('/api/portal/seguros')).body.data;
    const asked = await agent.post(`/api/portal/seguros/${policy.id}/cancelacion`).send({});
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 'PROCESS_CANCELLATION',
      statusLabel: 'En proceso de baja',
      withinWithdrawal: true,
    });
    // This sale was not paid through sales' providers here, so there is nothing to refund through them.
    expect(asked.body.data.refund).toBe('not-refundable');
    const history = await count(
      "SELECT count(*) AS n FROM policy_history WHERE policy_id = $1 AND changes->>'to' = 'PROCESS_CANCELLATION'",
      [policy.id],
    );
    expect(history).toBe(1);
  });

  it('signs out on every device', async () => {
    const phone = await signIn('bruno@correo.cl');
    const laptop = await signIn('bruno@correo.cl');
    const closed = await laptop.agent.delete('/api/portal/sesiones');
    expect(closed.status).toBe(200);
    expect(closed.body.data.closed).toBeGreaterThanOrEqual(2);
    expect((await phone.agent.get('/api/portal/seguros')).status).toBe(401);
    expect((await laptop.agent.get('/api/portal/seguros')).status).toBe(401);
  });
});
