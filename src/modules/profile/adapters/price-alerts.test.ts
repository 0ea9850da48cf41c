import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorState } from '../../../../scripts/seed/catalogue/generator-state.js';
import { sampleProduct } from '../../../../scripts/seed/catalogue/sample-product.js';
import { createLogger } from '../../../platform/logger.js';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createRuntime, type Runtime } from '../../../runtime.js';
import { CATALOGUE, type LoadCatalogue, type NewProduct } from '../../catalogue/index.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';
import { chileanDate, PRICING } from '../../pricing/index.js';
import type { RunPriceAlerts } from '../application/run-price-alerts.js';
import { CONSENT_VERSION } from '../domain/price-alert.js';
import { PRICE_ALERT_RUN_QUEUE, PRICE_ALERT_SCHEDULE_ID, PRICE_ALERTS } from '../price-alert-tokens.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

const PROFILE = { cotizante: [{ sexo: 'Femenino', edad: 36, ingreso: 1650000 }], cargas: [] };
const EMAIL = 'persona.alertas@example.com';
const SCALE = 80;

interface Card {
  id: number;
  productCode: string;
  displayName: string;
  insuranceType: { name: string };
  organization: { organizationType: string };
  price: { exact: boolean; amountClp: number | null };
}

/**
 * Saved searches and price alerts end to end (issue 29) on the real Postgres and Redis, with two job runners
 * (two runtimes on one database and one queue prefix): a saved search gets exactly one alert e-mail after a
 * cheaper equivalent product is added to the catalogue, with the one-click unsubscribe headers; the unsubscribe
 * link works without signing in; nothing is sent after it.
 */
describe('saved searches and price alerts (outbox, BullMQ, two workers, real Postgres)', () => {
  let runtime: TestRuntime;
  let second: Runtime;
  let app: Express;
  let reference: Card;
  let referenceProduct: NewProduct;
  let filters: Record<string, unknown>;
  let searchId: number;

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const run = () => runtime.container.get<RunPriceAlerts>(PRICE_ALERTS.RunPriceAlerts).execute();
  const alertMails = () =>
    query<{ to_address: string; subject: string; text_body: string; headers: Record<string, string> }>(
      `SELECT to_address, subject, text_body, headers FROM mail_messages WHERE idempotency_key LIKE 'price-alert:%' ORDER BY id`,
    );
  const alerts = () =>
    query<{ id: string; status: string; reason: string }>(
      'SELECT id, status, reason FROM saved_search_alerts ORDER BY id',
    );
  /** A copy of the reference product under a new code, its tariffs times `factor`: covers exactly as much. */
  const addCheaperCopy = async (suffix: string, factor: number) => {
    const loader = runtime.container.get<LoadCatalogue>(CATALOGUE.LoadCatalogue);
    const copy: NewProduct = {
      ...referenceProduct,
      productCode: `${referenceProduct.productCode}${suffix}`,
      productName: `${referenceProduct.productName} ${suffix}`,
      displayName: `${referenceProduct.displayName} ${suffix}`,
      urlSegment: `${referenceProduct.urlSegment}-${suffix}`,
      isPromoted: false,
      tariffs: referenceProduct.tariffs.map((t) => ({ ...t, rate: t.rate * factor })),
    };
    await loader.addProducts([copy]);
    await loader.finish(true);
    // The second runtime is another process: it would see the new version within seconds; now, for the test.
    second.container.get<{ invalidate(): void }>(PRICING.Pricing).invalidate();
    second.container.get<{ invalidate(): void }>(CATALOGUE.Snapshots).invalidate();
    return copy;
  };

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: SCALE, plans: 0 }, { PRICE_ALERT_SCHEDULE: 'off' });
    app = runtime.createHttpApp();
    runtime.startBackground();
    second = await createRuntime(runtime.config, createLogger('silent'));
    second.startBackground();

    // The cheapest exactly priced product of a type with several: the reference a cheaper copy must beat.
    const generated = (() => {
      const state = generatorState(new Date(`${chileanDate(new Date())}T00:00:00Z`));
      return Array.from({ length: SCALE }, (_, i) => sampleProduct(state, i));
    })();
    for (const type of [...new Set(generated.map((p) => p.insuranceTypeCode))]) {
      const organizationType = ['ASEGURADORA', 'CLINICA', 'ISAPRE'];
      const answer = await request(app)
        .post('/api/insurance/compare/metadata')
        .send({ profile: PROFILE, insuranceTypes: [type], organizationType, order: 'lowerPrice', take: 100 });
      if (answer.status !== 200) continue;
      const cards = (answer.body.data as Card[]).filter((c) => c.price.exact && c.price.amountClp !== null);
      if (cards.length < 2) continue;
      reference = cards[0]!;
      referenceProduct = generated.find((p) => p.productCode === reference.productCode)!;
      filters = { insuranceTypes: [type], organizationType };
      break;
    }
    expect(referenceProduct).toBeDefined();
  }, patience(180_000));
  afterAll(async () => {
    await second?.close();
    await runtime?.dispose();
  });

  it('saves a search with consent (time and text version), and refuses one without consent, in Spanish', async () => {
    const refused = await request(app).post('/api/saved-searches').send({
      email: EMAIL,
      consent: false,
      consentVersion: CONSENT_VERSION,
      kind: 'search',
      profile: PROFILE,
      filters,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('Debes aceptar recibir avisos por correo');
    const stale = await request(app)
      .post('/api/saved-searches')
      .send({ email: EMAIL, consent: true, consentVersion: 'vieja', kind: 'search', profile: PROFILE, filters });
    expect(stale.status).toBe(400);
    const badFilters = await request(app).post('/api/saved-searches').send({
      email: EMAIL,
      consent: true,
      consentVersion: CONSENT_VERSION,
      kind: 'search',
      profile: PROFILE,
      filters: {},
    });
    expect(badFilters.status).toBe(400);
    // Peru's company search with a health system outside the form's options (issue 27): refused, not saved.
    const badSystem = await request(app)
      .post('/api/saved-searches')
      .set('Host', 'pe.localhost')
      .send({
        email: EMAIL,
        consent: true,
        consentVersion: CONSENT_VERSION,
        kind: 'search',
        profile: { cantidadempleados: 20, sistemaprevisional: 'afp' },
        filters: { organizationType: ['ASEGURADORA'], productType: 'colectivo' },
      });
    expect(badSystem.status).toBe(400);
    expect(badSystem.body.error.message).toContain('sistemaprevisional: elige EsSalud, EsSalud con EPS o Ninguno');
    expect(await query('SELECT id FROM saved_searches')).toEqual([]);

    const saved = await request(app).post('/api/saved-searches').send({
      email: 'Persona.Alertas@Example.com',
      consent: true,
      consentVersion: CONSENT_VERSION,
      kind: 'search',
      profile: PROFILE,
      filters,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ kind: 'search', email: EMAIL });
    searchId = saved.body.data.id;
    const [subscriber] = await query<{ consent_version: string; consent_given_at: Date; consent_text: string }>(
      'SELECT consent_version, consent_given_at, consent_text FROM price_alert_subscribers WHERE email = $1',
      [EMAIL],
    );
    expect(subscriber!.consent_version).toBe(CONSENT_VERSION);
    expect(subscriber!.consent_text).toContain('Acepto recibir por correo');
    expect(subscriber!.consent_given_at).toBeInstanceOf(Date);
  });

  it('sends nothing while the catalogue has nothing cheaper that covers as much', async () => {
    expect(await run()).toMatchObject({ alerts: 0, checked: 1 });
    expect(await alerts()).toEqual([]);
  });

  it('sends exactly one alert e-mail after a cheaper equivalent is added, whichever worker runs it', async () => {
    const copy = await addCheaperCopy('B', 0.5);
    // Two scheduled runs at once, one per runtime (each its own worker), then the mail job on either.
    const queue = runtime.queues.get(PRICE_ALERT_RUN_QUEUE);
    await Promise.all([
      queue.add(PRICE_ALERT_SCHEDULE_ID, {}, { jobId: 'run-1' }),
      queue.add(PRICE_ALERT_SCHEDULE_ID, {}, { jobId: 'run-2' }),
    ]);
    const sent = await waitUntil('the alert e-mail', alertMails, (rows) => rows.length >= 1);
    await waitUntil(
      'both runs',
      async () => Promise.all([queue.getJob('run-1'), queue.getJob('run-2')]),
      (jobs) => jobs.every((job) => job?.finishedOn !== undefined),
    );
    // A third run, by hand: the newcomer is known now.
    expect(await run()).toMatchObject({ alerts: 0 });
    expect(await alertMails()).toHaveLength(1);
    expect(await alerts()).toMatchObject([{ status: 'sent', reason: 'cheaper-equivalent' }]);

    const [mail] = sent;
    expect(mail!.to_address).toBe(EMAIL);
    expect(mail!.subject).toBe('Alerta de precio: hay un seguro que cubre lo mismo por menos');
    expect(mail!.text_body).toContain(copy.displayName);
    expect(mail!.text_body).toContain('Las mejores alternativas para tu perfil:');
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      /^<http.+\/api\/saved-searches\/unsubscribe\?token=\d+\.[\w-]+>$/,
    );
    // The alternatives are priced exactly for the saved profile, as the compare API prices them.
    const compared = await request(app)
      .post('/api/insurance/compare/metadata')
      .send({ ...filters, profile: PROFILE, order: 'lowerPrice', take: 100 });
    const cheapest = (compared.body.data as Card[]).find((c) => c.productCode === copy.productCode)!;
    const [stored] = await query<{ alternatives: { productCode: string; priceClp: number }[] }>(
      'SELECT alternatives FROM saved_search_alerts',
    );
    expect(stored!.alternatives[0]).toMatchObject({
      productCode: copy.productCode,
      priceClp: cheapest.price.amountClp,
    });
    expect(stored!.alternatives.length).toBeGreaterThanOrEqual(1);
    expect(stored!.alternatives.length).toBeLessThanOrEqual(3);
  });

  it('keeps to one e-mail a week: a second finding within the week waits', async () => {
    await addCheaperCopy('C', 0.4);
    expect(await run()).toMatchObject({ alerts: 0, deferred: 1 });
  });

  it('shows the staff the saved searches and alerts sent, under saved-search:* permissions', async () => {
    const admin = await staffToken(runtime, app, 'ADMIN');
    const executive = await staffToken(runtime, app, 'EJECUTIVO');
    await request(app).get('/api/admin/saved-searches').expect(401);
    await request(app).get('/api/admin/saved-searches').set('Authorization', `Bearer ${executive}`).expect(403);
    const list = await request(app)
      .get('/api/admin/saved-searches')
      .query({ filter: JSON.stringify({ email: 'alertas' }) })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(list.headers['content-range']).toBe('saved-searches 0-0/1');
    expect(list.body[0]).toMatchObject({ id: searchId, email: EMAIL, alertsSent: 1, consentVersion: CONSENT_VERSION });
    const sent = await request(app)
      .get('/api/admin/price-alerts')
      .query({ filter: JSON.stringify({ savedSearchId: searchId }) })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(sent.body).toMatchObject([{ status: 'sent', email: EMAIL, reason: 'cheaper-equivalent' }]);
    // Issue 27: staff filter every list by country; the search was saved on the main host (Chile) and its
    // alert is of its search's edition.
    const byCountry = async (resource: string, countryCode: string) =>
      (
        await request(app)
          .get(`/api/admin/${resource}`)
          .query({ filter: JSON.stringify({ email: 'alertas', countryCode }) })
          .set('Authorization', `Bearer ${admin}`)
          .expect(200)
      ).body as { id: number; countryCode: string }[];
    expect(await byCountry('saved-searches', 'CL')).toMatchObject([{ id: searchId, countryCode: 'CL' }]);
    expect(await byCountry('saved-searches', 'PE')).toEqual([]);
    expect(await byCountry('price-alerts', 'CL')).toMatchObject([{ status: 'sent', countryCode: 'CL' }]);
    expect(await byCountry('price-alerts', 'PE')).toEqual([]);
    await request(app).get('/api/admin/price-alerts/999999').set('Authorization', `Bearer ${admin}`).expect(404);
  });

  it('unsubscribes in one click without signing in, and nothing is sent afterwards', async () => {
    const [mail] = await alertMails();
    const link = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    const page = await request(app).get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Darme de baja');
    expect((await query('SELECT id FROM price_alert_subscribers WHERE consent_withdrawn_at IS NOT NULL')).length).toBe(
      0,
    );

    await request(app).post('/api/saved-searches/unsubscribe').query({ token: '1.falso' }).expect(404);
    const done = await request(app)
      .post(`${link.pathname}${link.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { unsubscribed: true } });
    // Repeating is harmless.
    await request(app).post(`${link.pathname}${link.search}`).expect(200);

    // A week later, an even cheaper equivalent: no alert, no e-mail.
    await runtime.sequelize.query(`UPDATE price_alert_subscribers SET last_sent_at = now() - interval '8 days'`);
    await addCheaperCopy('D', 0.3);
    expect(await run()).toMatchObject({ alerts: 0, checked: 0 });
    // An alert decided just before the click is not sent either.
    const [pending] = await query<{ id: string }>(
      `INSERT INTO saved_search_alerts (saved_search_id, subscriber_id, reason, dedupe_key, alternatives)
       SELECT id, subscriber_id, 'cheaper-equivalent', 'test-pending', '[]'::jsonb FROM saved_searches WHERE id = $1
       RETURNING id`,
      [searchId],
    );
    const send = runtime.container.get<{ execute(id: number): Promise<string> }>(PRICE_ALERTS.SendPriceAlert);
    expect(await send.execute(Number(pending!.id))).toBe('skipped-unsubscribed');
    expect(await alertMails()).toHaveLength(1);
  });
});
