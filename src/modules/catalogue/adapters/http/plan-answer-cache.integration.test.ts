import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../../../identity/testing/identity-fixtures.js';
import { PRICING, type PricingService } from '../../../pricing/index.js';
import type { PlanSearchResponse } from '../../domain/plan-search.js';
import type { CompareIsaprePlans } from '../../application/compare-isapre-plans.js';
import { CATALOGUE } from '../../tokens.js';
import { planQuerySchema } from './schemas.js';
import type { CompareAnswerCache } from './compare-answer-cache.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/**
 * The plan search's answer cache (issue 31) on the real PostgreSQL: two runtimes on copies of the same sample
 * catalogue, one keeping answers (COMPARE_CACHE_MB default) and one computing every answer (0). A kept answer
 * must be the computed one byte for byte, the search's uuid aside; a back-office change of a plan, a care
 * scenario or the UF is seen on the next search; a refused search keeps nothing.
 */
const FAMILY = {
  cotizante: [
    { edad: 38, sexo: 'Femenino', ingreso: 1_800_000 },
    { edad: 40, sexo: 'Masculino', type: 'pareja' },
  ],
  cargas: [{ edad: 6 }, { edad: 1 }],
};
const SEARCH = { profile: FAMILY, order: 'lowerPrice', take: 5 };
const CARE = { profile: FAMILY, order: 'yearlyCost', scenarios: ['parto-normal'], network: 'preferente', take: 5 };
const PATH = '/api/buscarplanes/compare/metadataPlanesPersonas';

/** The answer's text with its uuid blanked (every search gets its own unless it sends one). */
const withoutUuid = (text: string) => text.replace(/"metaData":\{"uuid":"[^"]*"/, '"metaData":{"uuid":""');
const parsed = (text: string) => JSON.parse(text) as PlanSearchResponse;

describe('plan search answer cache', () => {
  let cached: TestRuntime;
  let computed: TestRuntime;
  let cachedApp: Express;
  let computedApp: Express;
  let cache: CompareAnswerCache;
  let admin: string;

  beforeAll(async () => {
    [cached, computed] = await Promise.all([
      createSampleTestRuntime({ scale: 30, plans: 200 }),
      createSampleTestRuntime({ scale: 30, plans: 200 }, { COMPARE_CACHE_MB: '0' }),
    ]);
    cachedApp = cached.createHttpApp();
    computedApp = computed.createHttpApp();
    cache = cached.container.get<CompareAnswerCache>(CATALOGUE.PlanAnswerCache);
    admin = (await loginAs(cachedApp, (await createTestUser(cached, ['ADMIN'])).email)).access_token;
  }, 180_000);
  afterAll(() => Promise.all([cached?.dispose(), computed?.dispose()]));

  const search = (app: Express, body: object) => request(app).post(PATH).send(body);

  it('answers a repeated search from the cache with the same bytes as a computed answer', async () => {
    for (const body of [SEARCH, CARE]) {
      const hitsBefore = cache.hits;
      const first = await search(cachedApp, body).expect(200);
      const again = await search(cachedApp, body).expect(200);
      const other = await search(computedApp, body).expect(200);
      expect(cache.hits).toBe(hitsBefore + 1);
      expect(parsed(first.text).data.length).toBeGreaterThan(0);
      expect(withoutUuid(again.text)).toBe(withoutUuid(first.text));
      expect(withoutUuid(again.text)).toBe(withoutUuid(other.text));
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers['cache-control']).toBe('no-store');
      // Each search its own uuid, also when the answer was kept.
      const [a, b] = [first, again].map((r) => parsed(r.text).metaData.uuid);
      expect(a).toMatch(/^[0-9a-f-]{36}$/);
      expect(b).toMatch(/^[0-9a-f-]{36}$/);
      expect(a).not.toBe(b);
    }
    expect(parsed((await search(cachedApp, CARE)).text).data[0]!.careCost).not.toBeNull();
    // Uncompressed, the length sent is the kept head, the uuid and the tail together.
    const plain = await request(cachedApp).post(PATH).set('Accept-Encoding', 'identity').send(SEARCH).expect(200);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
    // A uuid sent is echoed, and then the bytes are equal whole (also under /api/insurance, GET or POST).
    const named = { ...SEARCH, uuid: '2f0c9a0e-3b1d-4c5e-9f6a-1b2c3d4e5f60' };
    const computedNamed = (await search(computedApp, named).expect(200)).text;
    expect((await search(cachedApp, named).expect(200)).text).toBe(computedNamed);
    const insurancePath = '/api/insurance/compare/metadataPlanesPersonas';
    expect((await request(cachedApp).post(insurancePath).send(named).expect(200)).text).toBe(computedNamed);
    const viaGet = await request(cachedApp)
      .get(insurancePath)
      .query({ profile: JSON.stringify(FAMILY), order: 'lowerPrice', take: 5, uuid: named.uuid })
      .expect(200);
    expect(viaGet.text).toBe(computedNamed);
  });

  it('writes, kept or computed, the bytes of JSON.stringify of the use case answer', async () => {
    const plans = computed.container.get<CompareIsaprePlans>(CATALOGUE.CompareIsaprePlans);
    for (const body of [SEARCH, CARE, { ...SEARCH, take: 50, order: 'recommended' }]) {
      const named = { ...body, uuid: '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' };
      const parsedQuery = planQuerySchema.parse(named);
      const answer = await plans.execute({ ...parsedQuery, profile: parsedQuery.profile ?? null, restriction: null });
      expect(answer.data.length).toBeGreaterThan(0);
      const expected = JSON.stringify(answer);
      expect((await search(computedApp, named).expect(200)).text).toBe(expected);
      await search(cachedApp, named).expect(200);
      expect((await search(cachedApp, named).expect(200)).text).toBe(expected);
    }
  });

  it('shares one answer between equivalent searches and keeps different ones apart', async () => {
    const first = parsed((await search(cachedApp, SEARCH).expect(200)).text);
    const isapre = first.data[0]!.isapre;
    const byId = { ...SEARCH, organizations: [isapre.id], planTypes: [0, 1, 2] };
    const kept = await search(cachedApp, byId).expect(200);
    const hitsBefore = cache.hits;
    // The same isapre by its URL segment, the modalities in another order and repeated: the same search.
    await search(cachedApp, { ...SEARCH, organizations: [isapre.url], planTypes: [2, 1, 0, 1] }).expect(200);
    expect(cache.hits).toBe(hitsBefore + 1);
    // Without scenarios, the network is not read: the same answer.
    await search(cachedApp, { ...byId, network: 'libreEleccion' }).expect(200);
    expect(cache.hits).toBe(hitsBefore + 2);
    // Another page, another household: computed, and as the computing runtime answers them.
    for (const body of [
      { ...byId, page: 2 },
      { ...byId, profile: { cotizante: [{ edad: 30, sexo: 'Masculino', ingreso: 900_000 }] } },
      { ...CARE, network: 'libreEleccion' },
    ]) {
      const hits = cache.hits;
      const answer = await search(cachedApp, body).expect(200);
      expect(cache.hits).toBe(hits);
      expect(withoutUuid(answer.text)).not.toBe(withoutUuid(kept.text));
      expect(withoutUuid(answer.text)).toBe(withoutUuid((await search(computedApp, body).expect(200)).text));
    }
  });

  it('refuses invalid input with its Spanish 400 and keeps nothing', async () => {
    const before = { size: cache.size, hits: cache.hits, misses: cache.misses };
    const refused = [
      { ...SEARCH, order: 'barato' },
      { ...SEARCH, organizations: ['isapre-que-no-existe'] },
      { ...SEARCH, clinics: ['clinica-que-no-existe'] },
      { ...CARE, scenarios: ['escenario-que-no-existe'] },
      { ...SEARCH, take: 0 },
    ];
    for (const body of refused) {
      const answer = await search(cachedApp, body).expect(400);
      expect(answer.body.error.message).toMatch(
        /order debe ser|Isapre desconocida|Prestador desconocido|Escenario desconocido|take/,
      );
      // Asked again: refused again, never an answer kept for it.
      await search(cachedApp, body).expect(400);
    }
    expect({ size: cache.size, hits: cache.hits, misses: cache.misses }).toEqual(before);
  });

  it('sees a back-office edit of a plan on the next search', async () => {
    const before = parsed((await search(cachedApp, SEARCH).expect(200)).text);
    const plan = before.data[0]!;
    await request(cachedApp)
      .put(`/api/admin/isapre-plans/${plan.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ nombreplan: 'Plan Cambiado En El Back-office' })
      .expect(200);
    const after = parsed((await search(cachedApp, SEARCH).expect(200)).text);
    expect(after.data.find((card) => card.id === plan.id)?.nombreplan).toBe('Plan Cambiado En El Back-office');
  });

  it('sees a back-office edit of a care scenario on the next search', async () => {
    const before = parsed((await search(cachedApp, CARE).expect(200)).text);
    const current = (
      await request(cachedApp).get('/api/admin/care-scenarios/parto-normal').set('Authorization', `Bearer ${admin}`)
    ).body;
    await request(cachedApp)
      .put('/api/admin/care-scenarios/parto-normal')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        ...current,
        items: current.items.map((item: { unitPriceClp: number }) => ({
          ...item,
          unitPriceClp: item.unitPriceClp * 2,
        })),
        source: 'Datos de ejemplo: precios revisados',
      })
      .expect(200);
    const after = parsed((await search(cachedApp, CARE).expect(200)).text);
    expect(after.metaData.scenarios[0]!.source).toBe('Datos de ejemplo: precios revisados');
    const plan = before.data[0]!;
    expect(after.data.find((card) => card.id === plan.id)?.careCost?.billedClp).toBe(plan.careCost!.billedClp * 2);
  });

  it('sees a new UF value on the next search once the rates are read again', async () => {
    const before = parsed((await search(cachedApp, SEARCH).expect(200)).text);
    const { date, value } = before.metaData.uf;
    // The day's value replaced by one entered in the back-office (each day has one value).
    await cached.sequelize.query('DELETE FROM uf_rates WHERE date = $1::date', { bind: [date] });
    await request(cachedApp)
      .post('/api/admin/uf-rates')
      .set('Authorization', `Bearer ${admin}`)
      .send({ date, value: String(value + 1000) })
      .expect(201);
    // The rates are kept a minute per process (PricingService): read again now, as after that minute.
    cached.container.get<PricingService>(PRICING.Pricing).invalidate();
    const after = parsed((await search(cachedApp, SEARCH).expect(200)).text);
    expect(after.metaData.uf).toEqual({ date, value: value + 1000 });
    const plan = before.data[0]!;
    expect(after.data.find((card) => card.id === plan.id)?.price.totalClp).toBeGreaterThan(plan.price.totalClp!);
  });
});
