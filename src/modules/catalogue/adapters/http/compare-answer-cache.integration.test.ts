import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../../../identity/testing/identity-fixtures.js';
import type { CompareResponse } from '../../domain/compare.js';
import { CATALOGUE } from '../../tokens.js';
import type { CompareAnswerCache } from './compare-answer-cache.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/**
 * The comparison's answer cache (issue 31) on the real PostgreSQL: two runtimes on copies of the same sample
 * catalogue, one keeping answers (COMPARE_CACHE_MB default) and one computing every answer (0). A kept answer
 * must be the computed one byte for byte, the search's uuid aside; a back-office change is seen at once.
 */
const FAMILY = {
  cotizante: [
    { edad: 38, sexo: 'Femenino', ingreso: 1_800_000 },
    { edad: 40, sexo: 'Masculino' },
  ],
  cargas: [{ edad: 6 }, { edad: 1 }],
};
const SEARCH = {
  organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
  comparator: 'Seguros-de-Salud',
  order: 'lowerPrice',
  profile: FAMILY,
};

/** The answer's bytes with its uuid replaced (every search gets its own unless it sends one). */
const withoutUuid = (text: string) => text.replace(/"metaData":\{"uuid":"[^"]*"/, '"metaData":{"uuid":""');

describe('comparison answer cache', () => {
  let cached: TestRuntime;
  let computed: TestRuntime;
  let cachedApp: Express;
  let computedApp: Express;
  let cache: CompareAnswerCache;

  beforeAll(async () => {
    [cached, computed] = await Promise.all([
      createSampleTestRuntime({ scale: 60, plans: 0 }),
      createSampleTestRuntime({ scale: 60, plans: 0 }, { COMPARE_CACHE_MB: '0' }),
    ]);
    cachedApp = cached.createHttpApp();
    computedApp = computed.createHttpApp();
    cache = cached.container.get<CompareAnswerCache>(CATALOGUE.CompareAnswerCache);
  }, 180_000);
  afterAll(() => Promise.all([cached?.dispose(), computed?.dispose()]));

  const compare = (app: Express, body: object) => request(app).post('/api/insurance/compare/metadata').send(body);

  it('answers a repeated search from the cache with the same bytes as a computed answer', async () => {
    const hitsBefore = cache.hits;
    const first = await compare(cachedApp, SEARCH).expect(200);
    const again = await compare(cachedApp, SEARCH).expect(200);
    const other = await compare(computedApp, SEARCH).expect(200);
    expect(cache.hits).toBe(hitsBefore + 1);
    expect(withoutUuid(again.text)).toBe(withoutUuid(first.text));
    expect(withoutUuid(again.text)).toBe(withoutUuid(other.text));
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    // Uncompressed, the length sent is the kept head, the uuid and the tail together.
    const plain = await request(cachedApp)
      .post('/api/insurance/compare/metadata')
      .set('Accept-Encoding', 'identity')
      .send(SEARCH)
      .expect(200);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
    expect(withoutUuid(plain.text)).toBe(withoutUuid(other.text));
    // Each search its own uuid, also when the answer was kept.
    const uuids = [first, again].map((r) => (JSON.parse(r.text) as CompareResponse).metaData.uuid);
    expect(uuids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(uuids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(uuids[0]).not.toBe(uuids[1]);
    // A uuid sent is echoed, and then the bytes are equal whole.
    const named = { ...SEARCH, uuid: '2f0c9a0e-3b1d-4c5e-9f6a-1b2c3d4e5f60' };
    const keptNamed = await compare(cachedApp, named).expect(200);
    const computedNamed = await compare(computedApp, named).expect(200);
    expect(keptNamed.text).toBe(computedNamed.text);
    expect((JSON.parse(keptNamed.text) as CompareResponse).metaData.uuid).toBe('2f0c9a0e-3b1d-4c5e-9f6a-1b2c3d4e5f60');
    expect(cache.hits).toBe(hitsBefore + 3);
  });

  it('shares one answer between equivalent searches and keeps different ones apart', async () => {
    const hitsBefore = cache.hits;
    await compare(cachedApp, { ...SEARCH, organizationType: ['CLINICA', 'ISAPRE', 'ASEGURADORA'] }).expect(200);
    expect(cache.hits).toBe(hitsBefore + 1);
    const page2 = await compare(cachedApp, { ...SEARCH, page: 2 }).expect(200);
    const page2Computed = await compare(computedApp, { ...SEARCH, page: 2 }).expect(200);
    expect(cache.hits).toBe(hitsBefore + 1);
    expect(withoutUuid(page2.text)).toBe(withoutUuid(page2Computed.text));
    const single = { ...SEARCH, profile: { cotizante: [{ edad: 30, sexo: 'Masculino', ingreso: 900_000 }] } };
    const singleKept = await compare(cachedApp, single).expect(200);
    expect(withoutUuid(singleKept.text)).toBe(withoutUuid((await compare(computedApp, single).expect(200)).text));
    expect(withoutUuid(singleKept.text)).not.toBe(withoutUuid(page2.text));
  });

  it('sees a back-office change of the catalogue on the next search', async () => {
    const before = JSON.parse((await compare(cachedApp, SEARCH).expect(200)).text) as CompareResponse;
    const product = before.data[0]!;
    const admin = (await loginAs(cachedApp, (await createTestUser(cached, ['ADMIN'])).email)).access_token;
    await request(cachedApp)
      .put(`/api/admin/products/${product.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ displayName: 'Seguro Cambiado En El Back-office' })
      .expect(200);
    const after = JSON.parse((await compare(cachedApp, SEARCH).expect(200)).text) as CompareResponse;
    expect(after.data.find((card) => card.id === product.id)?.displayName).toBe('Seguro Cambiado En El Back-office');
  });
});
