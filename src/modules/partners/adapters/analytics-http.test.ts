import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';

/** GET /api/analytics/activeUsers (spec 03 §7, issue 30): distinct visitors seen lately, from our own records. */
let runtime: TestRuntime;
let app: Express;

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
});

afterAll(async () => {
  await runtime?.dispose();
});

/** Reports the variant the visitor was assigned (only those are recorded), as the site does. */
async function expose(visitorId: string, internal = false) {
  const flags = await request(app).get(`/api/experiments?visitorId=${visitorId}`).expect(200);
  const variant = flags.body.data.experiments.TESTABCLUSTER as string;
  await request(app)
    .post('/api/experiments/exposures')
    .send({ visitorId, exposures: [{ experiment: 'TESTABCLUSTER', variant }], internal })
    .expect(200);
}

describe('GET /api/analytics/activeUsers', () => {
  it('counts each recent visitor once and leaves internal traffic out', async () => {
    expect((await request(app).get('/api/analytics/activeUsers').expect(200)).body.data).toMatchObject({
      activeUsers: 0,
      minutes: 30,
    });
    await expose('visitante-aaaa-0001');
    await expose('visitante-aaaa-0001');
    await expose('visitante-bbbb-0002');
    await expose('visitante-interno-03', true);
    const response = await request(app).get('/api/analytics/activeUsers?minutes=5').expect(200);
    expect(response.body.data).toMatchObject({ activeUsers: 2, minutes: 5 });
    expect(Date.parse(response.body.data.since)).toBeLessThan(Date.now());
  });

  it('refuses a window that is not a whole number of minutes between 1 and 1440, in Spanish', async () => {
    for (const bad of ['abc', '0', '1.5', '2000', '%00']) {
      const response = await request(app).get(`/api/analytics/activeUsers?minutes=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.error.message).toMatch(/minutes|caracteres/);
    }
  });
});
