import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventPublisher, newEvent, type EventSubscription } from '../../../platform/outbox/integration-events.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { IDENTITY, type CreateUser } from '../../identity/index.js';
import { assignVariant } from '../domain/experiments.js';
import { PARTNERS_EVENTS_QUEUE } from '../tokens.js';
import { patience } from '../../../platform/testing/patience.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

const PASSWORD = 'Clave#2026b';
const DEMO = 'demo.localhost:3000';
const MAIN = 'localhost:3000';
let ipCounter = 0;
const nextIp = () => `10.42.0.${++ipCounter}`;
const PROFILE = { cotizante: [{ sexo: 'Femenino', edad: 36, ingreso: 1650000 }], cargas: [] };

interface ConversionRow {
  kind: string;
  reference: string;
  visitor_id: string | null;
  partner_code: string | null;
  variants: Record<string, string>;
  internal: boolean;
  completed_at: Date | null;
}

describe('flags, experiments, exposures and conversions (issue 14, spec 02 §7)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let partnerAdmin: string;

  async function tokenOf(roles: string[], email: string) {
    await runtime.container
      .get<CreateUser>(IDENTITY.CreateUser)
      .execute({ email, name: email.split('@')[0]!, roles, password: PASSWORD });
    const login = await request(app)
      .post('/token')
      .set('X-Forwarded-For', nextIp())
      .send({ grant_type: 'password', username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    return login.body.access_token as string;
  }

  const conversions = (where = 'true', bind: unknown[] = []) =>
    runtime.sequelize.query<ConversionRow>(`SELECT * FROM experiment_conversions WHERE ${where} ORDER BY created_at`, {
      bind,
      type: QueryTypes.SELECT,
    });

  async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = patience(20_000)): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A contact lead (spec 03 §7 POST api/contactos) sent as the site sends it, with the visitor headers. */
  const contact = (host: string, visitorId: string | null, email: string, internal = false) => {
    const call = request(app)
      .post('/api/contactos')
      .set('Host', host)
      .set('X-Forwarded-For', nextIp())
      .set('Idempotency-Key', `contacto-${email}`);
    if (visitorId) call.set('x-visitor-id', visitorId);
    if (internal) call.set('x-internal-traffic', 'true');
    return call.send({
      productType: 'SALUD',
      datosingresados: { nombre: 'Ana Pérez', email, telefono: '+56 9 1234 5678', mensaje: 'Quiero información' },
    });
  };

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 40, plans: 0 });
    runtime.startBackground();
    app = runtime.createHttpApp();
    admin = await tokenOf(['ADMIN'], 'ana.flags@example.com');
    partnerAdmin = await tokenOf(['ADMIN_PARTNER'], 'pablo.flags@example.com');
  }, 180_000);
  afterAll(() => runtime?.dispose());

  describe('GET /api/experiments: a visitor’s flags', () => {
    it('gives the stable 50/50 variant of each experiment and a color-contratar colour', async () => {
      const visitor = 'visitante-0001';
      const response = await request(app).get('/api/experiments').query({ visitorId: visitor });
      expect(response.status).toBe(200);
      expect(response.body.data.experiments).toEqual({
        TESTABCLUSTER: assignVariant('TESTABCLUSTER', visitor),
        TESTWHYWEFORM: assignVariant('TESTWHYWEFORM', visitor),
        DISTANCETEST: assignVariant('DISTANCETEST', visitor),
      });
      expect(['#0b4f8a', '#c2410c']).toContain(response.body.data.flags['color-contratar']);
      const again = await request(app).get('/api/experiments').query({ visitorId: visitor });
      expect(again.body.data.flags).toEqual(response.body.data.flags);
    });

    it('refuses a visitor id that is not one', async () => {
      for (const visitorId of ['corto', 'con espacios 123', 'x'.repeat(65)]) {
        const response = await request(app).get('/api/experiments').query({ visitorId });
        expect(response.status, visitorId).toBe(400);
      }
    });
  });

  describe('the database flag service, edited in the back-office', () => {
    it('lists the seeded flags to whoever runs the partner programme, not to a partner admin', async () => {
      const list = await request(app).get('/api/admin/feature-flags').set('Authorization', `Bearer ${admin}`);
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('feature-flags 0-3/4');
      expect(list.body.map((f: { id: string }) => f.id).sort()).toEqual([
        'DISTANCETEST',
        'TESTABCLUSTER',
        'TESTWHYWEFORM',
        'color-contratar',
      ]);
      const refused = await request(app).get('/api/admin/feature-flags').set('Authorization', `Bearer ${partnerAdmin}`);
      expect(refused.status).toBe(403);
    });

    it('switching an experiment off shows everyone its control variant; a new flag reaches the site', async () => {
      const off = await request(app)
        .put('/api/admin/feature-flags/DISTANCETEST')
        .set('Authorization', `Bearer ${admin}`)
        .send({ id: 'DISTANCETEST', enabled: false, updatedAt: 'x' });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(off.body).toMatchObject({
        id: 'DISTANCETEST',
        enabled: false,
        variants: ['originalDistance', 'withDistance'],
      });
      const visitor = [...Array(50).keys()]
        .map((i) => `visitante-off-${i}`)
        .find((id) => assignVariant('DISTANCETEST', id) === 'withDistance')!;
      const flags = (await request(app).get('/api/experiments').query({ visitorId: visitor })).body.data;
      expect(flags.flags.DISTANCETEST).toBe('originalDistance');
      expect(flags.experiments.DISTANCETEST).toBeUndefined();

      const created = await request(app)
        .post('/api/admin/feature-flags')
        .set('Authorization', `Bearer ${admin}`)
        .send({ key: 'banner-navidad', enabled: true, defaultValue: 'Feliz Navidad', description: 'Banner' });
      expect(created.status).toBe(201);
      expect((await request(app).get('/api/experiments').query({ visitorId: visitor })).body.data.flags).toMatchObject({
        'banner-navidad': 'Feliz Navidad',
      });
      const taken = await request(app)
        .post('/api/admin/feature-flags')
        .set('Authorization', `Bearer ${admin}`)
        .send({ key: 'banner-navidad' });
      expect(taken.status).toBe(409);
      const invalid = await request(app)
        .post('/api/admin/feature-flags')
        .set('Authorization', `Bearer ${admin}`)
        .send({ key: 'mal flag', enabled: 'quizás' });
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.body.error.details.errors).sort()).toEqual(['enabled', 'key']);

      await request(app)
        .put('/api/admin/feature-flags/DISTANCETEST')
        .set('Authorization', `Bearer ${admin}`)
        .send({ enabled: true })
        .expect(200);
    });
  });

  describe('exposures and conversions', () => {
    it('records only the variant the server assigns, with the partner of the host, once per variant', async () => {
      const visitor = 'visitante-expo-01';
      const mine = assignVariant('TESTWHYWEFORM', visitor);
      const other = mine === 'originalForm' ? 'withWhyWe' : 'originalForm';
      const exposures = [
        { experiment: 'TESTWHYWEFORM', variant: mine },
        { experiment: 'TESTABCLUSTER', variant: 'inventada' },
        { experiment: 'TESTWHYWEFORM', variant: other },
      ];
      const first = await request(app)
        .post('/api/experiments/exposures')
        .set('Host', DEMO)
        .send({ visitorId: visitor, exposures });
      expect(first.status).toBe(200);
      expect(first.body.data.recorded).toEqual([{ experiment: 'TESTWHYWEFORM', variant: mine }]);
      await request(app)
        .post('/api/experiments/exposures')
        .set('Host', DEMO)
        .send({ visitorId: visitor, exposures })
        .expect(200);
      const rows = await runtime.sequelize.query<{ experiment: string; variant: string; partner_code: string }>(
        'SELECT experiment, variant, partner_code FROM experiment_exposures WHERE visitor_id = $1',
        { bind: [visitor], type: QueryTypes.SELECT },
      );
      expect(rows).toEqual([{ experiment: 'TESTWHYWEFORM', variant: mine, partner_code: 'demo' }]);
      const bad = await request(app).post('/api/experiments/exposures').send({ visitorId: visitor, exposures: [] });
      expect(bad.status).toBe(400);
      // A beacon cannot set headers: internal traffic says so in the body.
      const internal = 'visitante-expo-02';
      await request(app)
        .post('/api/experiments/exposures')
        .send({
          visitorId: internal,
          internal: true,
          exposures: [{ experiment: 'DISTANCETEST', variant: assignVariant('DISTANCETEST', internal) }],
        })
        .expect(200);
      const [marked] = await runtime.sequelize.query<{ internal: boolean; partner_code: string | null }>(
        'SELECT internal, partner_code FROM experiment_exposures WHERE visitor_id = $1',
        { bind: [internal], type: QueryTypes.SELECT },
      );
      expect(marked).toEqual({ internal: true, partner_code: null });
    });

    it('records no exposure for a search-engine bot (spec 02 §5)', async () => {
      const bot = 'visitante-bot-01';
      const answer = await request(app)
        .post('/api/experiments/exposures')
        .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
        .send({
          visitorId: bot,
          exposures: [{ experiment: 'DISTANCETEST', variant: assignVariant('DISTANCETEST', bot) }],
        })
        .expect(200);
      expect(answer.body.data.recorded).toEqual([]);
      const rows = await runtime.sequelize.query('SELECT 1 FROM experiment_exposures WHERE visitor_id = $1', {
        bind: [bot],
        type: QueryTypes.SELECT,
      });
      expect(rows).toEqual([]);
    });

    it('a lead on a partner host carries the partner and the variants its visitor saw; a duplicate is not counted twice', async () => {
      const visitor = 'visitante-lead-01';
      const variants = {
        TESTABCLUSTER: assignVariant('TESTABCLUSTER', visitor),
        DISTANCETEST: assignVariant('DISTANCETEST', visitor),
      };
      await request(app)
        .post('/api/experiments/exposures')
        .set('Host', DEMO)
        .send({
          visitorId: visitor,
          exposures: Object.entries(variants).map(([experiment, variant]) => ({ experiment, variant })),
        })
        .expect(200);
      const lead = await contact(DEMO, visitor, 'lead.socio@correo.cl');
      expect(lead.status, JSON.stringify(lead.body)).toBe(201);
      const [row] = await waitFor(
        () => conversions('reference = $1', [String(lead.body.data.id)]),
        (rows) => rows.length === 1,
      );
      expect(row).toMatchObject({ kind: 'lead', visitor_id: visitor, partner_code: 'demo', variants, internal: false });

      const duplicate = await contact(DEMO, visitor, 'lead.socio@correo.cl');
      expect(duplicate.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await conversions('visitor_id = $1', [visitor])).toHaveLength(1);
    });

    it('marks internal traffic and records a lead of the main site without a partner', async () => {
      const lead = await contact(MAIN, 'visitante-interno', 'interno@comparador.local', true);
      expect(lead.status).toBe(201);
      const [row] = await waitFor(
        () => conversions('reference = $1', [String(lead.body.data.id)]),
        (rows) => rows.length === 1,
      );
      expect(row).toMatchObject({ partner_code: null, internal: true, variants: {} });
      const refused = await request(app)
        .post('/api/contactos')
        .set('X-Forwarded-For', nextIp())
        .send({ datosingresados: {} });
      expect(refused.status).toBe(400);
    });

    it('a sale started on the partner host is a conversion; SaleCompleted completes it; the report counts per variant', async () => {
      // A buyer in the same TESTABCLUSTER half as the lead's visitor above: that half has 2 visitors, 1 lead.
      const variant = assignVariant('TESTABCLUSTER', 'visitante-lead-01');
      const visitor = [...Array(50).keys()]
        .map((i) => `visitante-venta-${i}`)
        .find((id) => assignVariant('TESTABCLUSTER', id) === variant)!;
      await request(app)
        .post('/api/experiments/exposures')
        .set('Host', DEMO)
        .send({ visitorId: visitor, exposures: [{ experiment: 'TESTABCLUSTER', variant }] })
        .expect(200);
      const codes = await runtime.sequelize.query<{ product_code: string }>(
        `SELECT product_code FROM products WHERE active AND sales_channel <> 'QpLead' ORDER BY id LIMIT 40`,
        { type: QueryTypes.SELECT },
      );
      let saleId: string | null = null;
      for (const { product_code } of codes) {
        const started = await request(app)
          .post('/api/sales')
          .set('Host', DEMO)
          .set('x-visitor-id', visitor)
          .send({ productCode: product_code, profile: PROFILE });
        if (started.status === 201) {
          saleId = started.body.data.id as string;
          break;
        }
      }
      expect(saleId).not.toBeNull();
      const [started] = await waitFor(
        () => conversions(`kind = 'sale' AND reference = $1`, [saleId]),
        (rows) => rows.length === 1,
      );
      expect(started).toMatchObject({
        partner_code: 'demo',
        visitor_id: visitor,
        variants: { TESTABCLUSTER: variant },
      });
      expect(started!.completed_at).toBeNull();

      // Sales publishes SaleCompleted when the purchase is paid: here only to partners' own queue.
      const publisher = new EventPublisher(runtime.outbox, () =>
        runtime.container
          .getAll<EventSubscription>(PLATFORM.EventSubscription)
          .filter((subscription) => subscription.queue === PARTNERS_EVENTS_QUEUE),
      );
      const event = newEvent('SaleCompleted', { saleId, completedAt: '2026-11-24T15:00:00.000Z' });
      await runtime.sequelize.transaction((tx) => publisher.publish(tx, event, event));
      const [completed] = await waitFor(
        () => conversions(`kind = 'sale' AND reference = $1`, [saleId]),
        (rows) => rows[0]?.completed_at !== null,
      );
      expect(completed!.completed_at!.toISOString()).toBe('2026-11-24T15:00:00.000Z');

      const report = await request(app)
        .get('/api/admin/experiments')
        .query({ filter: JSON.stringify({ partner: 'demo' }) })
        .set('Authorization', `Bearer ${admin}`);
      expect(report.status).toBe(200);
      expect(report.body).toHaveLength(6);
      const row = report.body.find((r: { id: string }) => r.id === `TESTABCLUSTER:${variant}`);
      expect(row).toMatchObject({
        visitors: 2,
        leads: 1,
        salesStarted: 1,
        salesCompleted: 1,
        leadRate: 50,
        saleRate: 50,
      });
      const otherHalf = report.body.find(
        (r: { id: string }) => r.id.startsWith('TESTABCLUSTER:') && r.id !== `TESTABCLUSTER:${variant}`,
      );
      expect(otherHalf).toMatchObject({ visitors: 0, leads: 0, salesCompleted: 0, saleRate: null });

      // Internal traffic never counts; a partner admin with no partner of its own sees zeros.
      const all = await request(app).get('/api/admin/experiments').set('Authorization', `Bearer ${admin}`);
      const visitors = all.body.reduce((sum: number, r: { visitors: number }) => sum + r.visitors, 0);
      expect(visitors).toBeGreaterThan(0);
      const own = await request(app).get('/api/admin/experiments').set('Authorization', `Bearer ${partnerAdmin}`);
      expect(own.status).toBe(200);
      expect(own.body.length).toBeGreaterThan(0);
      expect(own.body.every((r: { visitors: number; leads: number }) => r.visitors === 0 && r.leads === 0)).toBe(true);
    });
  });
});
