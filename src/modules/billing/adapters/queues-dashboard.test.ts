import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueRegistry } from '../../../platform/queue.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { createTestUser, loginAs } from '../../identity/testing/identity-fixtures.js';
import { BILLING_EMAIL_QUEUE } from '../tokens.js';

/** bull-board's actions under /admin/queues/api: job:read sees the queues, only job:manage acts on them. */
describe('queues dashboard (bull-board): job:read is read-only, job:manage acts (supertest, real app)', () => {
  let runtime: TestRuntime;
  let app: Express;
  const tokens: Record<string, string> = {};
  const queue = `/admin/queues/api/queues/${BILLING_EMAIL_QUEUE}`;
  const actions = [
    `${queue}/pause`,
    `${queue}/resume`,
    `${queue}/clean/completed`,
    `${queue}/empty`,
    `${queue}/retry/failed`,
    `${queue}/1/retry`,
    `${queue}/1/clean`,
    '/admin/queues/api/queues/pause',
    '/admin/queues/api/queues/resume',
  ];

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    await runtime.sequelize.query(`
      INSERT INTO identity_roles (name) VALUES ('VISOR_COLAS'), ('OPERADOR_COLAS');
      INSERT INTO identity_role_permissions (role_id, permission)
      SELECT r.id, p.name FROM identity_roles r
        JOIN (VALUES ('VISOR_COLAS', 'job:read'), ('OPERADOR_COLAS', 'job:read'), ('OPERADOR_COLAS', 'job:manage'))
          AS p(role, name) ON p.role = r.name;
    `);
    for (const [key, roles] of Object.entries({ reader: ['VISOR_COLAS'], manager: ['OPERADOR_COLAS'] })) {
      const user = await createTestUser(runtime, roles, { email: `${key}@example.com` });
      tokens[key] = (await loginAs(app, user.email)).access_token;
    }
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const as = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
  const emailQueue = () => runtime.container.get<QueueRegistry>(PLATFORM.QueueRegistry).get(BILLING_EMAIL_QUEUE);

  it('lets job:read see the queues on a read-only board and refuses every action (403), header or cookie', async () => {
    const list = await request(app).get('/admin/queues/api/queues').set(as('reader'));
    expect(list.status).toBe(200);
    const names = (list.body.queues as { name: string; readOnlyMode: boolean }[]).map((q) => [q.name, q.readOnlyMode]);
    expect(names).toContainEqual([BILLING_EMAIL_QUEUE, true]);
    for (const path of actions) {
      const refused = await request(app).put(path).set(as('reader'));
      expect([path, refused.status, refused.body.error?.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    const byCookie = await request(app).put(`${queue}/pause`).set('Cookie', `cmp_queues_token=${tokens.reader}`);
    expect(byCookie.status).toBe(403);
    for (const method of ['post', 'patch', 'delete'] as const) {
      expect((await request(app)[method](`${queue}/add`).set(as('reader'))).status).toBe(403);
    }
    expect(await emailQueue().isPaused()).toBe(false);
  });

  it('lets job:manage pause, resume, clean, empty and retry', async () => {
    const list = await request(app).get('/admin/queues/api/queues').set(as('manager'));
    const names = (list.body.queues as { name: string; readOnlyMode: boolean }[]).map((q) => [q.name, q.readOnlyMode]);
    expect(names).toContainEqual([BILLING_EMAIL_QUEUE, false]);
    expect((await request(app).put(`${queue}/pause`).set(as('manager'))).status).toBe(200);
    expect(await emailQueue().isPaused()).toBe(true);
    expect((await request(app).put(`${queue}/resume`).set(as('manager'))).status).toBe(200);
    expect(await emailQueue().isPaused()).toBe(false);
    // No worker runs here: the job waits until the board empties the queue.
    await emailQueue().add('probe', {});
    expect((await request(app).put(`${queue}/clean/completed`).set(as('manager'))).status).toBe(200);
    expect((await request(app).put(`${queue}/retry/failed`).set(as('manager'))).status).toBe(200);
    expect((await request(app).put(`${queue}/empty`).set(as('manager'))).status).toBe(200);
    expect(await emailQueue().getWaitingCount()).toBe(0);
  });
});
