import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';
import type { PlanSearchResponse } from '../../domain/plan-search.js';
import { CATALOGUE } from '../../tokens.js';
import { PLAN_SEARCH_PATH, type PlanSearchFastLane } from './plan-search-fast-lane.js';
import { rawPost, stableHeaders } from '../../../../platform/testing/raw-post.js';

/**
 * The plan search's fast lane (issue 31, every search new) in the real app on the real PostgreSQL: once the
 * route answered a host, a new search there is answered before the middleware stack with the bytes and
 * headers the route gives the same body; a body the route refuses, and a host the route has not answered,
 * are left to the route. Requests are sent with Node's http client: exactly the headers given (no
 * Accept-Encoding, as the benches and most API clients send them).
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

describe('plan search fast lane', () => {
  let runtime: TestRuntime;
  let server: http.Server;
  let port: number;
  let lane: PlanSearchFastLane;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 30, plans: 200 });
    server = runtime.createHttpApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    lane = runtime.container.get<PlanSearchFastLane>(CATALOGUE.PlanSearchFastLane);
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await runtime?.dispose();
  });

  const post = (body: object | string, headers: Record<string, string> = {}) =>
    rawPost(port, PLAN_SEARCH_PATH, typeof body === 'string' ? body : JSON.stringify(body), headers);

  it("answers a new search on a host the route answered with the route's bytes and headers", async () => {
    await post(SEARCH);
    for (const [n, search] of [SEARCH, CARE].entries()) {
      // Never asked before (another income), with a uuid of its own so that the bytes compare whole.
      const body = {
        ...search,
        profile: { ...FAMILY, cotizante: [{ ...FAMILY.cotizante[0], ingreso: 2_345_678 + n }] },
        uuid: `plan-lane-search-${n}`,
      };
      const computed = lane.computed;
      const fast = await post(body, { 'X-Request-Id': `plan-lane-${n}` });
      expect(lane.computed).toBe(computed + 1);
      expect(fast.status).toBe(200);
      expect(fast.headers['x-request-id']).toBe(`plan-lane-${n}`);
      expect(fast.headers['content-length']).toBe(String(Buffer.byteLength(fast.text)));
      const answer = JSON.parse(fast.text) as PlanSearchResponse;
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.metaData.uuid).toBe(`plan-lane-search-${n}`);
      expect(answer.data[0]!.careCost === null).toBe(search !== CARE);
      // The route's own answer for the same body, sent past the lane (chunked).
      const routed = await post(body, { 'Transfer-Encoding': 'chunked' });
      expect(lane.computed).toBe(computed + 1);
      expect(routed.status).toBe(200);
      expect(fast.text).toBe(routed.text);
      expect(stableHeaders(fast.raw)).toEqual(stableHeaders(routed.raw));
      expect(fast.headers['content-security-policy']).toBeTruthy();
    }
    // Without a uuid each answer gets its own, as from the route.
    const [a, b] = await Promise.all([post(SEARCH), post(SEARCH)]);
    const uuids = [a, b].map((r) => (JSON.parse(r.text) as PlanSearchResponse).metaData.uuid);
    expect(uuids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(uuids[0]).not.toBe(uuids[1]);
  });

  it('leaves to the route every body the route refuses: its Spanish 400 each time', async () => {
    await post(SEARCH);
    const computed = lane.computed;
    for (let round = 0; round < 2; round += 1) {
      const order = await post({ ...SEARCH, order: 'alfabético' });
      expect(order.status).toBe(400);
      const isapre = await post({ ...SEARCH, organizations: ['No-Existe-Esta-Isapre'] });
      expect(isapre.status).toBe(400);
      expect(isapre.text).toContain('Isapre desconocida');
      const scenario = await post({ ...CARE, scenarios: ['no-existe'] });
      expect(scenario.status).toBe(400);
      expect(scenario.text).toContain('Escenario desconocido');
      const nul = await post(JSON.stringify(SEARCH).replace('lowerPrice', 'lower\\u0000Price'));
      expect(nul.status).toBe(400);
      expect(nul.text).toContain('caracteres no permitidos');
      const broken = await post(JSON.stringify(SEARCH).slice(0, -3));
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.text)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
    expect(lane.computed).toBe(computed);
  });

  it('asks the route first on a host it has not answered', async () => {
    const computed = lane.computed;
    const first = await post(SEARCH, { Host: 'otro-sitio.localhost' });
    expect(first.status).toBe(200);
    expect(lane.computed).toBe(computed);
    await post(SEARCH, { Host: 'otro-sitio.localhost' });
    expect(lane.computed).toBe(computed + 1);
  });

  it('counts its answers in /metrics with the route', async () => {
    const count = async () => {
      const metric = await runtime.metrics.registry.getSingleMetric('http_request_duration_seconds')!.get();
      return (
        (metric.values as { metricName?: string; labels: Record<string, unknown>; value: number }[]).find(
          (v) =>
            v.metricName === 'http_request_duration_seconds_count' &&
            v.labels.route === PLAN_SEARCH_PATH &&
            v.labels.status_code === '200',
        )?.value ?? 0
      );
    };
    await post(SEARCH);
    const before = await count();
    const computed = lane.computed;
    await post(SEARCH);
    expect(lane.computed).toBe(computed + 1);
    expect(await count()).toBe(before + 1);
  });
});
