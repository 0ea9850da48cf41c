import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorState } from '../../../../scripts/seed/catalogue/generator-state.js';
import { sampleProduct } from '../../../../scripts/seed/catalogue/sample-product.js';
import { loadSampleData } from '../../../../scripts/seed/sample-data.js';
import { createLogger } from '../../../platform/logger.js';
import { newEvent, type EventPublisher } from '../../../platform/outbox/integration-events.js';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { createRuntime, type Runtime } from '../../../runtime.js';
import { CATALOGUE, type LoadCatalogue, type NewProduct } from '../../catalogue/index.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';
import { rutFor } from '../../policies/testing/people-generator.js';
import { chileanDate, PRICING } from '../../pricing/index.js';
import type { SaleCompleted } from '../../sales/index.js';
import type { PreferencesStore } from '../application/ports.js';
import type { RunRenewalAlerts } from '../application/run-renewal-alerts.js';
import { PORTAL, PORTAL_RENEWAL_QUEUE, PORTAL_RENEWAL_SCHEDULE_ID } from '../tokens.js';

const PROFILE = { cotizante: [{ sexo: 'Femenino', edad: 41 }], cargas: [] };
const EMAIL = 'renovacion@example.com';
const SCALE = 80;

interface Card {
  productCode: string;
  displayName: string;
  price: { exact: boolean; amountClp: number | null };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The renewal notice end to end (issue 29) on the real Postgres and Redis, with two job runners: a policy bought
 * here (a real sale with its profile, SaleCompleted -> portal account and policy) that renews in 20 days gets one
 * e-mail with the three best alternatives priced for the purchase's profile, once however many runs, only with
 * consent, within the weekly limit, and none after unsubscribing.
 */
describe('renewal alternatives (portal -> profile, outbox, BullMQ, two workers)', () => {
  let runtime: TestRuntime;
  let second: Runtime;
  let app: Express;
  let bought: NewProduct;
  let filters: Record<string, unknown>;
  let saleId: string;
  let policyId: number;
  const copies: NewProduct[] = [];

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const run = () => runtime.container.get<RunRenewalAlerts>(PORTAL.RunRenewalAlerts).execute();
  const renewalMails = () =>
    query<{ to_address: string; subject: string; text_body: string; headers: Record<string, string> }>(
      `SELECT m.to_address, m.subject, m.text_body, m.headers FROM mail_messages m
        WHERE m.idempotency_key LIKE 'price-alert:%' ORDER BY m.id`,
    );
  const renewalAlerts = () =>
    query<{ status: string; dedupe_key: string; alternatives: { productCode: string; priceClp: number }[] }>(
      "SELECT status, dedupe_key, alternatives FROM saved_search_alerts WHERE reason = 'renewal' ORDER BY id",
    );
  /** The policy started almost a year ago (no end date: it renews on the anniversary, `inDays` from today). */
  const renewsIn = (inDays: number) =>
    runtime.sequelize.query(`UPDATE policies SET start_date = $2::date - interval '1 year' WHERE id = $1`, {
      bind: [policyId, addDays(chileanDate(new Date()), inDays)],
    });

  beforeAll(async () => {
    runtime = await createTestRuntime({ PRICE_ALERT_SCHEDULE: 'off' });
    await loadSampleData(runtime, { onlyIfEmpty: false, scale: SCALE, plans: 0 });
    app = runtime.createHttpApp();
    runtime.startBackground();
    second = await createRuntime(runtime.config, createLogger('silent'));
    second.startBackground();

    // A product sold online with an exact price for the profile: the one the customer bought.
    const generated = (() => {
      const state = generatorState(new Date(`${chileanDate(new Date())}T00:00:00Z`));
      return Array.from({ length: SCALE }, (_, i) => sampleProduct(state, i));
    })();
    search: for (const type of [...new Set(generated.map((p) => p.insuranceTypeCode))]) {
      const organizationType = ['ASEGURADORA', 'CLINICA', 'ISAPRE'];
      const answer = await request(app)
        .post('/api/insurance/compare/metadata')
        .send({ profile: PROFILE, insuranceTypes: [type], organizationType, order: 'lowerPrice', take: 100 });
      if (answer.status !== 200) continue;
      for (const card of (answer.body.data as Card[]).filter((c) => c.price.exact && c.price.amountClp)) {
        const product = generated.find((p) => p.productCode === card.productCode);
        if (!product) continue;
        const started = await request(app).post('/api/sales').send({ productCode: card.productCode, profile: PROFILE });
        if (started.status !== 201) continue;
        bought = product;
        saleId = started.body.data.id as string;
        filters = { insuranceTypes: [type], organizationType };
        break search;
      }
    }
    expect(saleId).toBeDefined();

    // Three copies of it for less (they cover exactly as much), and one dearer copy: the alternatives.
    const loader = runtime.container.get<LoadCatalogue>(CATALOGUE.LoadCatalogue);
    for (const [suffix, factor] of [
      ['R1', 0.5],
      ['R2', 0.6],
      ['R3', 0.7],
      ['R4', 0.8],
    ] as const) {
      copies.push({
        ...bought,
        productCode: `${bought.productCode}${suffix}`,
        productName: `${bought.productName} ${suffix}`,
        displayName: `${bought.displayName} ${suffix}`,
        urlSegment: `${bought.urlSegment}-${suffix.toLowerCase()}`,
        isPromoted: false,
        tariffs: bought.tariffs.map((t) => ({ ...t, rate: t.rate * factor })),
      });
    }
    await loader.addProducts(copies);
    await loader.finish(true);
    second.container.get<{ invalidate(): void }>(PRICING.Pricing).invalidate();
    second.container.get<{ invalidate(): void }>(CATALOGUE.Snapshots).invalidate();

    // The purchase completes (sales' event): the portal account of its e-mail and the policy.
    const now = new Date().toISOString();
    const event: SaleCompleted = newEvent('SaleCompleted', {
      saleId,
      productId: null,
      productCode: bought.productCode,
      productName: bought.displayName,
      insurerId: null,
      buyer: { rut: rutFor(40), firstName: 'Rosa', paternalSurname: 'Soto', relationship: 'TITULAR', email: EMAIL },
      insured: [],
      premium: { amount: '25000', currency: 'CLP' },
      periodicityMonths: 1,
      payment: null,
      completedAt: now,
    });
    await runtime.sequelize.transaction((tx) =>
      runtime.container.get<EventPublisher>(PLATFORM.EventPublisher).publish(tx, event),
    );
    const [policy] = await waitUntil(
      'the policy and the portal purchase',
      () =>
        query<{ id: number }>(
          `SELECT p.id FROM policies p JOIN portal_purchases pp ON pp.sale_id = p.sale_id WHERE p.sale_id = $1`,
          [saleId],
        ),
      (rows) => rows.length === 1,
    );
    policyId = Number(policy!.id);
  }, patience(240_000));
  afterAll(async () => {
    await second?.close();
    await runtime?.dispose();
  });

  it('e-mails nobody outside the 30-day window, nor without consent', async () => {
    await renewsIn(45);
    expect(await run()).toEqual({ policies: 0 });
    await renewsIn(20);
    expect(await run()).toEqual({ policies: 1, 'no-consent': 1 });
    expect(await renewalAlerts()).toEqual([]);
  });

  it('with consent, sends one e-mail with the three best alternatives priced for the profile, whichever worker runs', async () => {
    const [customer] = await query<{ id: number }>('SELECT id FROM identity_customers WHERE email = $1', [EMAIL]);
    await runtime.container.get<PreferencesStore>(PORTAL.PreferencesStore).save(Number(customer!.id), {
      phone: null,
      street: null,
      commune: null,
      region: null,
      consent: true,
      channel: 'email',
      contactTime: 'any',
    });
    const queue = runtime.queues.get(PORTAL_RENEWAL_QUEUE);
    await Promise.all([
      queue.add(PORTAL_RENEWAL_SCHEDULE_ID, {}, { jobId: 'renewal-1' }),
      second.queues.get(PORTAL_RENEWAL_QUEUE).add(PORTAL_RENEWAL_SCHEDULE_ID, {}, { jobId: 'renewal-2' }),
    ]);
    const [mail] = await waitUntil('the renewal e-mail', renewalMails, (rows) => rows.length >= 1);
    await waitUntil(
      'both runs',
      async () => Promise.all([queue.getJob('renewal-1'), queue.getJob('renewal-2')]),
      (jobs) => jobs.every((job) => job?.finishedOn !== undefined),
    );
    // Later daily runs find it recorded.
    expect(await run()).toEqual({ policies: 1, 'already-recorded': 1 });
    expect(await renewalMails()).toHaveLength(1);

    const end = addDays(chileanDate(new Date()), 20);
    const [alert] = await renewalAlerts();
    expect(alert).toMatchObject({ status: 'sent', dedupe_key: `renewal:policy:${policyId}:${end}` });
    expect(mail!.to_address).toBe(EMAIL);
    expect(mail!.subject).toBe(`Tu seguro ${bought.displayName} se renueva pronto: compara alternativas`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/\/api\/saved-searches\/unsubscribe\?token=/);

    // The three cheapest that cover as much, priced exactly as the compare API prices them for the profile.
    const compared = await request(app)
      .post('/api/insurance/compare/metadata')
      .send({ ...filters, profile: PROFILE, order: 'lowerPrice', take: 100 });
    const price = (code: string) => (compared.body.data as Card[]).find((c) => c.productCode === code)!.price.amountClp;
    expect(alert!.alternatives.map((a) => [a.productCode, a.priceClp])).toEqual(
      copies.slice(0, 3).map((c) => [c.productCode, price(c.productCode)]),
    );
    for (const copy of copies.slice(0, 3)) expect(mail!.text_body).toContain(copy.displayName);
    expect(mail!.text_body).not.toContain(copies[3]!.displayName);
  });

  it('keeps to one e-mail a week, and sends nothing after unsubscribing', async () => {
    // The next renewal (another end date) within the same week waits.
    await renewsIn(21);
    expect(await run()).toEqual({ policies: 1, 'weekly-limit': 1 });

    const [mail] = await renewalMails();
    const link = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    await request(app)
      .post(`${link.pathname}${link.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await runtime.sequelize.query(`UPDATE price_alert_subscribers SET last_sent_at = now() - interval '8 days'`);
    expect(await run()).toEqual({ policies: 1, unsubscribed: 1 });
    expect(await renewalAlerts()).toHaveLength(1);
    expect(await renewalMails()).toHaveLength(1);
  });

  it("shows staff the customer's policies, payments, saved searches and alerts under customer:read; acts under customer:update", async () => {
    const admin = await staffToken(runtime, app, 'ADMIN');
    const executive = await staffToken(runtime, app, 'EJECUTIVO');
    const [customer] = await query<{ id: number }>('SELECT id FROM identity_customers WHERE email = $1', [EMAIL]);
    const id = Number(customer!.id);
    await request(app).get('/api/admin/customers').expect(401);
    await request(app).get('/api/admin/customers').set('Authorization', `Bearer ${executive}`).expect(403);
    await request(app).get(`/api/admin/customers/${id}`).set('Authorization', `Bearer ${executive}`).expect(403);
    await request(app)
      .post(`/api/admin/customers/${id}/sign-out`)
      .set('Authorization', `Bearer ${executive}`)
      .expect(403);

    const list = await request(app)
      .get('/api/admin/customers')
      .query({ filter: JSON.stringify({ email: 'RENOVACION@example.com' }) })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(list.headers['content-range']).toBe('customers 0-0/1');
    expect(list.body).toMatchObject([{ id, email: EMAIL, purchases: 1 }]);

    const [policy] = await query<{ number: string }>('SELECT number FROM policies WHERE id = $1', [policyId]);
    const shown = await request(app)
      .get(`/api/admin/customers/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(shown.body).toMatchObject({ id, email: EMAIL, policies: [{ id: policyId, number: policy!.number }] });
    for (const period of shown.body.payments as { policyNumber: string; payUrl?: string }[]) {
      expect(period.policyNumber).toBe(policy!.number);
      expect(period.payUrl).toBeUndefined();
    }
    expect(shown.body.alerts).toMatchObject([{ reason: 'renewal', status: 'sent' }]);
    expect(shown.body.alertsConsentWithdrawnAt).not.toBeNull();
    await request(app).get('/api/admin/customers/999999').set('Authorization', `Bearer ${admin}`).expect(404);

    const signedOut = await request(app)
      .post(`/api/admin/customers/${id}/sign-out`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(signedOut.body).toEqual({ revoked: 0 });
    const withdrawn = await request(app)
      .post(`/api/admin/customers/${id}/withdraw-alerts`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(withdrawn.body).toEqual({ withdrawn: true });
  });
});
