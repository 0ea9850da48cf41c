import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { esCL } from '../../../../web/src/i18n/es-CL.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/**
 * Issue 9 §3: the rest of the call catalogue (spec 02 §7, spec 03 §7), on the real app and the sample
 * catalogue — each answers its documented shape, and a Spanish 4xx for wrong input.
 */
describe('the rest of the call catalogue (issue 9)', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  let withOffer: { id: number; productCode: string };
  let withoutOffer: { id: number; productCode: string };
  let comparatorId: number;

  const expectSpanishError = (body: { error: { code: string; message: string } }, code: string, text: RegExp) => {
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(text);
  };

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({});
    app = runtime.createHttpApp();
    const cards = (
      await request(app)
        .post('/api/insurance/compare/metadata')
        .send({ organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'], comparator: 'Seguros-de-Salud', take: 100 })
        .expect(200)
    ).body.data as { id: number; productCode: string; paymentOffer: unknown }[];
    withOffer = cards.find((c) => c.paymentOffer)!;
    withoutOffer = cards.find((c) => !c.paymentOffer)!;
    comparatorId = (await request(app).get('/api/comparator/Seguros-de-Salud').expect(200)).body.data.id;
  }, 180_000);
  afterAll(() => runtime?.dispose());

  it('GET /api/qppayment/insurance-payment/{id}[/getOffers]: 200 with the offer, 204 without, 404 unknown', async () => {
    for (const suffix of ['', '/getOffers']) {
      const offer = await request(app).get(`/api/qppayment/insurance-payment/${withOffer.productCode}${suffix}`);
      expect(offer.status).toBe(200);
      expect(offer.body.data.productCode).toBe(withOffer.productCode);
      const byId = await request(app).get(`/api/qppayment/insurance-payment/${withOffer.id}${suffix}`);
      expect(byId.body).toEqual(offer.body);
      const none = await request(app).get(`/api/qppayment/insurance-payment/${withoutOffer.productCode}${suffix}`);
      expect(none.status).toBe(204);
      expect(none.text).toBe('');
      const unknown = await request(app).get(`/api/qppayment/insurance-payment/NO-EXISTE${suffix}`);
      expect(unknown.status).toBe(404);
      expectSpanishError(unknown.body, 'NOT_FOUND', /No existe el seguro NO-EXISTE/);
    }
  });

  it("GET api/documents/insurance/{id}: the product's documents, 404 in Spanish for an unknown one", async () => {
    const response = await request(app).get(`/api/documents/insurance/${withOffer.id}`).expect(200);
    expect(response.body.data).toMatchObject({ insuranceId: withOffer.id, productCode: withOffer.productCode });
    const documents = response.body.data.documents as { type: string; name: string; format: string; url: string }[];
    expect(documents[0]).toMatchObject({ type: 'FICHA', format: 'html' });
    for (const document of documents.filter((d) => d.format === 'json')) {
      // Every listed document is served.
      expect((await request(app).get(document.url)).status).toBe(200);
    }
    const byCode = await request(app).get(`/api/documents/insurance/${withOffer.productCode}`).expect(200);
    expect(byCode.body).toEqual(response.body);
    const unknown = await request(app).get('/api/documents/insurance/99999999').expect(404);
    expectSpanishError(unknown.body, 'NOT_FOUND', /seguro/);
  });

  it('GET /api/buscarplanes/cargasycotizantes/: who a household may include', async () => {
    const response = await request(app).get('/api/buscarplanes/cargasycotizantes/').expect(200);
    expect(response.body.data.cotizantes).toMatchObject({ min: 1, max: 3 });
    expect(response.body.data.cargas).toMatchObject({ max: 12, parentescos: ['Pareja', 'Hijo', 'Otro'] });
    expect(response.body.data.mascotas).toMatchObject({ especies: ['perro', 'gato'] });
    await request(app).get('/api/buscarplanes/cargasycotizantes').expect(200);
  });

  it('GET /api/buscarplanes/analisisypuntaje: the score criteria, and one plan scored for a profile', async () => {
    const criteria = await request(app).get('/api/buscarplanes/analisisypuntaje').expect(200);
    expect(criteria.body.data.plan).toBeNull();
    expect(criteria.body.data.criteria.map((c: { key: string }) => c.key)).toEqual([
      'hospitalPct',
      'ambulatoryPct',
      'excessClp',
    ]);
    const [plan] = (
      await request(app)
        .post('/api/insurance/compare/metadataPlanesPersonas')
        .send({ take: 1, order: 'recommended' })
        .expect(200)
    ).body.data;
    const scored = await request(app)
      .get('/api/buscarplanes/analisisypuntaje')
      .query({ plan: plan.codigoplan, profile: JSON.stringify({ cotizante: [{ edad: 35, ingreso: 900_000 }] }) })
      .expect(200);
    const figures = scored.body.data.plan;
    expect(figures).toMatchObject({ codigoplan: plan.codigoplan, hospitalPct: plan.coverage.hospital });
    expect(figures.score).toBeCloseTo(
      (figures.hospitalPct + figures.ambulatoryPct) / 2 - (figures.excessClp ?? 0) / 1000,
      1,
    );
    const unknown = await request(app).get('/api/buscarplanes/analisisypuntaje').query({ plan: 'NO-EXISTE' });
    expect(unknown.status).toBe(404);
    expectSpanishError(unknown.body, 'NOT_FOUND', /No existe el plan/);
    const badProfile = await request(app)
      .get('/api/buscarplanes/analisisypuntaje')
      .query({ plan: plan.codigoplan, profile: '{"cotizante":[{"edad":500}]}' });
    expect(badProfile.status).toBe(400);
    expectSpanishError(badProfile.body, 'BAD_REQUEST', /Perfil inválido/);
  });

  it("GET api/whyUs/{id}: the comparator's reasons, by id or base URL; 404 in Spanish", async () => {
    const byId = await request(app).get(`/api/whyUs/${comparatorId}`).expect(200);
    expect(byId.body.data).toMatchObject({ comparatorId, title: expect.stringMatching(/^¿Por qué cotizar /) });
    expect(byId.body.data.items.length).toBeGreaterThanOrEqual(3);
    const byUrl = await request(app).get('/api/whyUs/Seguros-de-Salud').expect(200);
    expect(byUrl.body).toEqual(byId.body);
    const unknown = await request(app).get('/api/whyUs/no-existe').expect(404);
    expectSpanishError(unknown.body, 'NOT_FOUND', /No existe el comparador/);
  });

  it("GET /api/qp-version answers the 'qp-version' field", async () => {
    const response = await request(app).get('/api/qp-version').expect(200);
    expect(response.body['qp-version']).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET api/chat/available and getWebchatConfig: by default no chat is active and there is no config', async () => {
    const available = await request(app).get('/api/chat/available').expect(200);
    expect(available.body).toEqual({ data: { active: false } });
    const config = await request(app).get('/api/chat/getWebchatConfig/comparador-es').expect(404);
    expectSpanishError(config.body, 'NOT_FOUND', /El chat no está disponible para comparador \(es\)/);
    const bad = await request(app).get('/api/chat/getWebchatConfig/comparador').expect(400);
    expectSpanishError(bad.body, 'BAD_REQUEST', /aplicación y el idioma/);
    const badApp = await request(app).get('/api/chat/available').query({ app: '<script>' }).expect(400);
    expectSpanishError(badApp.body, 'BAD_REQUEST', /aplicación/);
    const twilio = await request(app).get('/api/twilio/webchat-config/portal-es').expect(404);
    expectSpanishError(twilio.body, 'NOT_FOUND', /El chat de Twilio no está configurado para portal \(es\)/);
  });

  it('GET {api}/business-line: the lines, filtered by the optional headers', async () => {
    const all = await request(app).get('/api/business-line').expect(200);
    expect(all.body.data.map((l: { code: string }) => l.code)).toEqual(['personas', 'empresas', 'pymes', 'corredores']);
    expect(all.body.data[0]).toEqual({ id: 1, code: 'personas', name: 'Personas', editable: true, leadType: 'plan' });
    const editable = await request(app).get('/api/business-line').set('x-editable', 'true').expect(200);
    expect(editable.body.data.length).toBeGreaterThan(0);
    expect(editable.body.data.every((l: { editable: boolean }) => l.editable)).toBe(true);
    const contacts = await request(app).get('/api/business-line').set('x-lead-type', 'contacto').expect(200);
    expect(contacts.body.data.map((l: { code: string }) => l.code)).toEqual(['empresas', 'pymes', 'corredores']);
    const bad = await request(app).get('/api/business-line').set('x-editable', 'quizás').expect(400);
    expectSpanishError(bad.body, 'BAD_REQUEST', /x-editable/);
  });

  it("GET /i18n/{lang}.json: the site's es-CL catalogue, the one web/ renders with", async () => {
    const response = await request(app).get('/i18n/es-CL.json').expect(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual(esCL);
    expect(response.body['error.loading.results']).toBe(esCL['error.loading.results']);
    expect((await request(app).get('/i18n/es.json').expect(200)).body).toEqual(esCL);
    const missing = await request(app).get('/i18n/en-US.json').expect(404);
    expectSpanishError(missing.body, 'NOT_FOUND', /No hay traducciones para en-US/);
    const bad = await request(app).get('/i18n/..%2Fpackage.json').expect(400);
    expectSpanishError(bad.body, 'BAD_REQUEST', /Idioma inválido/);
  });
});

describe('a configured chat provider (CHAT_PROVIDER=webchat)', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime({
      CHAT_PROVIDER: 'webchat',
      CHAT_WEBCHAT_SCRIPT_URL: 'https://chat.example.com/webchat.js',
      CHAT_WEBCHAT_ACCOUNT: 'cuenta-demo',
      APP_VERSION: '2026.11.23-abc',
    });
  });
  afterAll(() => runtime?.dispose());

  it('answers active and the base and values configuration; the version follows APP_VERSION', async () => {
    const app = runtime.createHttpApp();
    expect((await request(app).get('/api/chat/available').expect(200)).body).toEqual({ data: { active: true } });
    const config = await request(app).get('/api/chat/getWebchatConfig/comparador-es').expect(200);
    expect(config.body.data.baseConfig).toEqual({
      scriptUrl: 'https://chat.example.com/webchat.js',
      account: 'cuenta-demo',
      app: 'comparador',
      language: 'es',
    });
    expect(config.body.data.valuesConfig.title).toBe('Habla con un ejecutivo');
    expect((await request(app).get('/api/qp-version').expect(200)).body).toEqual({ 'qp-version': '2026.11.23-abc' });
    await request(app).get('/api/twilio/webchat-config/portal-es').expect(404);
  });
});

describe('a Twilio-style chat provider (CHAT_PROVIDER=twilio)', () => {
  let runtime: TestRuntime;
  const accountSid = `AC${'0'.repeat(32)}`;
  const flexFlowSid = `FO${'1'.repeat(32)}`;
  beforeAll(async () => {
    runtime = await createTestRuntime({
      CHAT_PROVIDER: 'twilio',
      CHAT_WEBCHAT_SCRIPT_URL: 'https://assets.flex.example.com/webchat.js',
      CHAT_TWILIO_ACCOUNT_SID: accountSid,
      CHAT_TWILIO_FLEX_FLOW_SID: flexFlowSid,
    });
  });
  afterAll(() => runtime?.dispose());

  it('answers api/twilio/webchat-config and getWebchatConfig with the flow, and the pages may load its script', async () => {
    const app = runtime.createHttpApp();
    const twilio = await request(app).get('/api/twilio/webchat-config/portal-pt').expect(200);
    expect(twilio.headers['cache-control']).toBe('no-store');
    expect(twilio.body.data.baseConfig).toEqual({
      provider: 'twilio',
      scriptUrl: 'https://assets.flex.example.com/webchat.js',
      accountSid,
      flexFlowSid,
      app: 'portal',
      language: 'pt',
    });
    expect(twilio.body.data.valuesConfig).toMatchObject({ title: 'Habla con un ejecutivo', width: '20rem' });
    const site = await request(app).get('/api/chat/getWebchatConfig/comparador-es').expect(200);
    expect(site.body.data.baseConfig.flexFlowSid).toBe(flexFlowSid);

    const page = await request(app).get('/contacto');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/assets\.flex\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/assets\.flex\.example\.com/);
    const api = await request(app).get('/api/qp-version');
    expect(String(api.headers['content-security-policy'])).not.toContain('flex.example.com');
  });

  it('refuses to start without the flow identifiers', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', CHAT_PROVIDER: 'twilio', CHAT_WEBCHAT_SCRIPT_URL: 'https://x.example.com/w.js' }),
    ).toThrow(
      /CHAT_PROVIDER=twilio requiere CHAT_WEBCHAT_SCRIPT_URL, CHAT_TWILIO_ACCOUNT_SID y CHAT_TWILIO_FLEX_FLOW_SID/,
    );
  });
});
