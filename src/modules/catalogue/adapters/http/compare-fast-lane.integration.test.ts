import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';
import { staffToken } from '../../../identity/testing/identity-fixtures.js';
import type { CompareResponse } from '../../domain/compare.js';
import { CATALOGUE } from '../../tokens.js';
import type { CompareAnswerCache } from './compare-answer-cache.js';
import { COMPARE_PATH, type CompareFastLane } from './compare-fast-lane.js';
import { rawPost, stableHeaders } from '../../../../platform/testing/raw-post.js';

/**
 * The comparison's fast lane (issue 31) in the real app on the real PostgreSQL: a repeated request (same
 * Host, Content-Type and body bytes) is answered before the middleware stack with the bytes and headers the
 * route sent for it; a body the route refuses is never answered by it; a catalogue change and another host
 * are seen. Requests are sent with Node's http client: exactly the headers given (no Accept-Encoding).
 */
const SEARCH = JSON.stringify({
  organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
  comparator: 'Seguros-de-Salud',
  order: 'lowerPrice',
  profile: {
    cotizante: [
      { edad: 38, sexo: 'Femenino', ingreso: 1_800_000 },
      { edad: 40, sexo: 'Masculino' },
    ],
    cargas: [{ edad: 6 }],
  },
});

const withoutUuid = (text: string) => text.replace(/"metaData":\{"uuid":"[^"]*"/, '"metaData":{"uuid":""');

describe('compare fast lane', () => {
  let runtime: TestRuntime;
  let server: http.Server;
  let port: number;
  let lane: CompareFastLane;
  let cache: CompareAnswerCache;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0, editions: true });
    server = runtime.createHttpApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    lane = runtime.container.get<CompareFastLane>(CATALOGUE.CompareFastLane);
    cache = runtime.container.get<CompareAnswerCache>(CATALOGUE.CompareAnswerCache);
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await runtime?.dispose();
  });

  const post = (body: string, headers: Record<string, string> = {}) => rawPost(port, COMPARE_PATH, body, headers);

  it('answers the same bytes again with the body and headers the route sent', async () => {
    const routed = await post(SEARCH);
    expect(routed.status).toBe(200);
    const answered = lane.answered;
    const fast = await post(SEARCH, { 'X-Request-Id': 'fast-lane-1' });
    expect(lane.answered).toBe(answered + 1);
    expect(fast.status).toBe(200);
    expect(withoutUuid(fast.text)).toBe(withoutUuid(routed.text));
    expect(stableHeaders(fast.raw)).toEqual(stableHeaders(routed.raw));
    expect(fast.headers['x-request-id']).toBe('fast-lane-1');
    expect(fast.headers['content-length']).toBe(String(Buffer.byteLength(fast.text)));
    expect(fast.headers['content-security-policy']).toBeTruthy();
    // Each answer its own uuid, as the route gives.
    const again = await post(SEARCH);
    expect(lane.answered).toBe(answered + 2);
    const uuids = [routed, fast, again].map((r) => (JSON.parse(r.text) as CompareResponse).metaData.uuid);
    expect(new Set(uuids).size).toBe(3);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(routed.headers['x-request-id']);
  });

  it('echoes a uuid the body sends, byte for byte as the route does', async () => {
    const named = JSON.stringify({ ...JSON.parse(SEARCH), uuid: '2f0c9a0e-3b1d-4c5e-9f6a-1b2c3d4e5f60' });
    const routed = await post(named);
    const answered = lane.answered;
    const fast = await post(named);
    expect(lane.answered).toBe(answered + 1);
    expect(fast.text).toBe(routed.text);
    expect((JSON.parse(fast.text) as CompareResponse).metaData.uuid).toBe('2f0c9a0e-3b1d-4c5e-9f6a-1b2c3d4e5f60');
  });

  it('never answers a body the route refuses: the Spanish 400 each time, nothing kept', async () => {
    const size = cache.size;
    const answered = lane.answered;
    const badOrder = JSON.stringify({ ...JSON.parse(SEARCH), order: 'alfabético' });
    const nul = SEARCH.replace('Seguros-de-Salud', 'Seguros\\u0000de-Salud');
    const malformed = SEARCH.slice(0, -3);
    for (let round = 0; round < 2; round += 1) {
      const order = await post(badOrder);
      expect(order.status).toBe(400);
      expect(order.text).toContain('order debe ser uno de');
      const refused = await post(nul);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('caracteres no permitidos');
      const broken = await post(malformed);
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.text)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
    expect(lane.answered).toBe(answered);
    expect(cache.size).toBe(size);
  });

  it('computes a new search on a host the route answered, with the bytes and headers the route gives it', async () => {
    await post(SEARCH);
    const other = JSON.stringify({
      ...JSON.parse(SEARCH),
      profile: {
        cotizante: [{ edad: 51, sexo: 'Masculino', ingreso: 2_345_678 }],
        cargas: [{ edad: 12 }, { edad: 9 }],
      },
    });
    const { answered, computed } = lane;
    const misses = cache.misses;
    const fast = await post(other, { 'X-Request-Id': 'new-search-1' });
    expect(lane.computed).toBe(computed + 1);
    expect(lane.answered).toBe(answered);
    expect(cache.misses).toBe(misses + 1);
    expect(fast.status).toBe(200);
    expect(fast.headers['x-request-id']).toBe('new-search-1');
    // The route's own answer for the same body: computed again (nothing kept), sent past the lane (chunked).
    cache.clear();
    const routed = await post(other, { 'Transfer-Encoding': 'chunked' });
    expect(lane.computed).toBe(computed + 1);
    expect(routed.status).toBe(200);
    expect(withoutUuid(fast.text)).toBe(withoutUuid(routed.text));
    expect(stableHeaders(fast.raw)).toEqual(stableHeaders(routed.raw));
    expect(fast.headers['content-length']).toBe(String(Buffer.byteLength(fast.text)));
    // Then the same bytes are a repeat.
    await post(other);
    const again = await post(other);
    expect(lane.answered).toBeGreaterThan(answered);
    expect(withoutUuid(again.text)).toBe(withoutUuid(routed.text));
  });

  it('leaves to the route a new search it cannot answer as the route would', async () => {
    await post(SEARCH);
    const computed = lane.computed;
    // Another spelling (the schema reads it), and a comparator that does not exist (the route's 404).
    const spelled = JSON.stringify({ ...JSON.parse(SEARCH), organizationType: 'aseguradoras,isapres', take: '20' });
    const spelledReply = await post(spelled);
    expect(spelledReply.status).toBe(200);
    const unknown = JSON.stringify({ ...JSON.parse(SEARCH), comparator: 'No-Existe-Este-Comparador' });
    const unknownReply = await post(unknown);
    expect(unknownReply.status).toBe(404);
    expect(JSON.parse(unknownReply.text)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(lane.computed).toBe(computed);
  });

  it("keeps each host's answers apart: another edition's host is asked of the route", async () => {
    const chile = await post(SEARCH, { Host: 'localhost' });
    await post(SEARCH, { Host: 'localhost' });
    const answered = lane.answered;
    const peru = await post(SEARCH, { Host: 'pe.localhost' });
    expect(lane.answered).toBe(answered);
    expect(withoutUuid(peru.text)).not.toBe(withoutUuid(chile.text));
    for (const card of (JSON.parse(peru.text) as CompareResponse).data) {
      expect(card.organization.organizationCode).toMatch(/^PE-/);
    }
    // Then Peru's own bytes are answered by the lane, with Peru's answer.
    const peruAgain = await post(SEARCH, { Host: 'pe.localhost' });
    expect(lane.answered).toBe(answered + 1);
    expect(withoutUuid(peruAgain.text)).toBe(withoutUuid(peru.text));
  });

  it('sees a back-office change of the catalogue on the next request', async () => {
    const before = JSON.parse((await post(SEARCH)).text) as CompareResponse;
    await post(SEARCH);
    const product = before.data[0]!;
    const app = runtime.createHttpApp();
    const admin = await staffToken(runtime, app, 'ADMIN');
    await request(app)
      .put(`/api/admin/products/${product.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ displayName: 'Seguro Cambiado Tras La Vía Rápida' })
      .expect(200);
    const after = JSON.parse((await post(SEARCH)).text) as CompareResponse;
    expect(after.data.find((card) => card.id === product.id)?.displayName).toBe('Seguro Cambiado Tras La Vía Rápida');
  });

  it('counts its answers in /metrics with the route', async () => {
    const count = async () => {
      const metric = await runtime.metrics.registry.getSingleMetric('http_request_duration_seconds')!.get();
      return (
        (metric.values as { metricName?: string; labels: Record<string, unknown>; value: number }[]).find(
          (v) =>
            v.metricName === 'http_request_duration_seconds_count' &&
            v.labels.route === COMPARE_PATH &&
            v.labels.status_code === '200',
        )?.value ?? 0
      );
    };
    await post(SEARCH);
    const before = await count();
    const answered = lane.answered;
    await post(SEARCH);
    expect(lane.answered).toBe(answered + 1);
    expect(await count()).toBe(before + 1);
  });
});
