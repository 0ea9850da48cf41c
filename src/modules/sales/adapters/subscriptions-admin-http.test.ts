import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { addDays } from '../../billing/domain/dates.js';
import { createTestUser, loginAs } from '../../identity/testing/identity-fixtures.js';
import { chileanToday } from '../../pricing/index.js';
import type { ChargeDuePeriods } from '../application/charge-due-periods.js';
import { chargeDateOf } from '../domain/subscriptions.js';
import { SALES } from '../tokens.js';
import { APPROVED_TOKEN, fillSteps, onlineProductCodes, PROFILE, type StartedSale } from './sales-test-support.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/**
 * The back-office Suscripciones (issue 28) against the real app, workers, Postgres and Redis: list and show by
 * payment:read (staff only), pause / resume / changeDate by payment:create, cancel by payment:delete, each
 * written in the history with the staff member; the charging run (called as subscription-charges.test does)
 * skips a paused or cancelled subscription; a period declined on every retry is LATE on the detail, and the
 * policy records its non-payment (billing's PaymentPeriodLate through the outbox).
 */
describe('back-office card subscriptions (/api/admin/subscriptions)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let sale: StartedSale;
  let subscriptionId: string;
  let policyId: number;
  let periods: { period_id: string; seq: number; billing_date: string }[];
  let admin: { id: number; token: string };
  let backoffice: { id: number; token: string };
  let client: string;
  let supervisor: string;
  let chargeDay: number;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const run = (today: string) => runtime.container.get<ChargeDuePeriods>(SALES.ChargeDuePeriods).execute(today);
  const period = (seq: number) => periods.find((p) => p.seq === seq)!;
  const chargeDate = (seq: number) => chargeDateOf(period(seq).billing_date, chargeDay);
  const providerCharges = (periodId: string) =>
    query<{ status: string }>('SELECT status FROM sandbox_provider_charges WHERE idempotency_key LIKE $1', [
      `period-${periodId}-attempt-%`,
    ]);
  const user = async (role: string) => {
    const created = await createTestUser(runtime, [role]);
    return { id: created.id, token: (await loginAs(app, created.email)).access_token as string };
  };
  const show = async () => {
    const response = await request(app).get(`/api/admin/subscriptions/${subscriptionId}`).set(as(admin.token));
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 });
    app = runtime.createHttpApp();
    runtime.startBackground();
    for (const code of await onlineProductCodes(runtime)) {
      const started = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
      if (started.status !== 201) continue;
      const [row] = await query<{ periodicity_months: number }>('SELECT periodicity_months FROM sales WHERE id = $1', [
        started.body.data.id,
      ]);
      if (row?.periodicity_months === 1) {
        sale = started.body.data as StartedSale;
        break;
      }
    }
    expect(sale).toBeDefined();
    await fillSteps(app, sale);
    const paid = await request(app)
      .post(`/api/sales/${sale.id}/payments`)
      .set('x-sale-token', sale.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 't-subscriptions', provider: 'sandbox', token: APPROVED_TOKEN });
    expect(paid.body.data?.status).toBe('OK');
    periods = await waitUntil(
      'billing periods of the sale in sales',
      () =>
        query<{ period_id: string; seq: number; billing_date: string; policy_id: string }>(
          'SELECT period_id, seq, billing_date::text, policy_id FROM sale_billing_periods WHERE sale_id = $1 ORDER BY seq',
          [sale.id],
        ),
      (rows) => rows.length === 12,
    );
    policyId = Number((periods[0] as unknown as { policy_id: string }).policy_id);
    const [subscription] = await query<{ id: string }>('SELECT id FROM sale_subscriptions WHERE sale_id = $1', [
      sale.id,
    ]);
    subscriptionId = subscription!.id;
    admin = await user('ADMIN');
    backoffice = await user('BACKOFFICE'); // payment: read, create, upload-file; lead:read; no payment:delete
    client = (await user('CLIENT')).token; // payment:read of its company, not staff
    supervisor = (await user('SUPERVISOR')).token; // no payment permission
  }, patience(180_000));
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('lists the subscriptions with card, next charge and lateness; filters by status and text', async () => {
    const response = await request(app)
      .get('/api/admin/subscriptions')
      .query({ filter: JSON.stringify({ status: 'SUCCESS' }), range: '[0,24]' })
      .set(as(backoffice.token));
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toMatch(/^subscriptions 0-\d+\/\d+$/);
    const row = response.body.find((r: { id: string }) => r.id === subscriptionId);
    expect(row).toMatchObject({
      saleId: sale.id,
      status: 'SUCCESS',
      provider: 'sandbox',
      cardLast4: '4242',
      latePeriods: 0,
      nextCharge: { seq: 2, chargeDate: period(2).billing_date },
    });
    const paused = await request(app)
      .get('/api/admin/subscriptions')
      .query({ filter: JSON.stringify({ status: 'PAUSED' }) })
      .set(as(backoffice.token));
    expect(paused.body.map((r: { id: string }) => r.id)).not.toContain(subscriptionId);
    const [buyer] = await query<{ buyer_email: string }>('SELECT buyer_email FROM sales WHERE id = $1', [sale.id]);
    const found = await request(app)
      .get('/api/admin/subscriptions')
      .query({ filter: JSON.stringify({ q: buyer!.buyer_email.toUpperCase() }) })
      .set(as(backoffice.token));
    expect(found.body.map((r: { id: string }) => r.id)).toContain(subscriptionId);
    const bad = await request(app)
      .get('/api/admin/subscriptions')
      .query({ filter: JSON.stringify({ status: 'RARA' }) })
      .set(as(backoffice.token));
    expect(bad.status).toBe(400);
  });

  it('guards reading: 401 without a token, 403 without payment:read, a client role sees nothing', async () => {
    expect((await request(app).get('/api/admin/subscriptions')).status).toBe(401);
    expect((await request(app).get('/api/admin/subscriptions').set(as(supervisor))).status).toBe(403);
    expect((await request(app).get(`/api/admin/subscriptions/${subscriptionId}`).set(as(supervisor))).status).toBe(403);
    const list = await request(app).get('/api/admin/subscriptions').set(as(client));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect((await request(app).get(`/api/admin/subscriptions/${subscriptionId}`).set(as(client))).status).toBe(404);
  });

  it('shows one subscription: card, next charge, periods, history and the actions allowed; 404 for unknown ids', async () => {
    const body = await show();
    expect(body).toMatchObject({
      id: subscriptionId,
      status: 'SUCCESS',
      card: { brand: 'visa', last4: '4242' },
      nextCharge: { seq: 2 },
      latePeriods: 0,
      actions: ['pause', 'change-date', 'cancel'],
    });
    expect(body.periods).toHaveLength(12);
    expect(body.periods[0]).toMatchObject({ seq: 1, paidBy: 'checkout', lateAt: null });
    expect(body.history[0]).toMatchObject({ action: 'enrolled', actorId: null });
    for (const id of [randomUUID(), 'no-existe']) {
      const missing = await request(app).get(`/api/admin/subscriptions/${id}`).set(as(admin.token));
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('pause (payment:create): 403 without it, 404 unknown, history with the staff member, and the run skips it', async () => {
    expect((await request(app).post(`/api/admin/subscriptions/${subscriptionId}/pause`).set(as(client))).status).toBe(
      403,
    );
    expect(
      (await request(app).post(`/api/admin/subscriptions/${subscriptionId}/pause`).set(as(supervisor))).status,
    ).toBe(403);
    expect(
      (await request(app).post(`/api/admin/subscriptions/${randomUUID()}/pause`).set(as(admin.token))).status,
    ).toBe(404);
    const paused = await request(app)
      .post(`/api/admin/subscriptions/${subscriptionId}/pause`)
      .set(as(backoffice.token))
      .send({ reason: 'El cliente pidió una pausa' });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'PAUSED', actions: ['resume', 'change-date', 'cancel'] });
    const again = await request(app).post(`/api/admin/subscriptions/${subscriptionId}/pause`).set(as(backoffice.token));
    expect(again.status).toBe(409);
    expect((await show()).history.at(-1)).toMatchObject({
      action: 'pause',
      actorId: backoffice.id,
      detail: { from: 'SUCCESS', to: 'PAUSED', reason: 'El cliente pidió una pausa' },
    });
    // Period 2's charge day comes and goes: nothing is charged while paused.
    expect(await run(period(2).billing_date)).toMatchObject({ charged: 0, declined: 0 });
    expect(await providerCharges(period(2).period_id)).toEqual([]);
  });

  it('changeDate (payment:create): 400 for a bad date, 404 unknown, 403 without it; the next charge moves', async () => {
    const month = period(2).billing_date.slice(0, 7);
    const target = `${month}-28`;
    expect(target > chileanToday({ now: () => new Date() })).toBe(true);
    const url = `/api/admin/subscriptions/${subscriptionId}/change-date`;
    for (const date of [`${month.slice(0, 4)}-02-30`, 'mañana', `${month}-5`, undefined]) {
      const bad = await request(app).post(url).set(as(backoffice.token)).send({ date });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('BAD_REQUEST');
    }
    const otherMonth = await request(app)
      .post(url)
      .set(as(backoffice.token))
      .send({ date: addDays(target, 31) });
    expect(otherMonth.status).toBe(400);
    expect(otherMonth.body.error.message).toMatch(/mes de la próxima cuota/);
    const past = await request(app).post(url).set(as(backoffice.token)).send({ date: '2020-01-15' });
    expect(past.status).toBe(400);
    expect((await request(app).post(url).set(as(client)).send({ date: target })).status).toBe(403);
    expect(
      (
        await request(app)
          .post(`/api/admin/subscriptions/${randomUUID()}/change-date`)
          .set(as(backoffice.token))
          .send({ date: target })
      ).status,
    ).toBe(404);
    const changed = await request(app).post(url).set(as(backoffice.token)).send({ date: target });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'PAUSED', chargeDay: 28 });
    chargeDay = 28;
    const body = await show();
    expect(body.nextCharge).toMatchObject({ seq: 2, chargeDate: target });
    expect(body.periods[2].chargeDate).toBe(chargeDate(3));
    expect(body.history.at(-1)).toMatchObject({
      action: 'charge-day-changed',
      actorId: backoffice.id,
      detail: { chargeDay: 28, date: target, from: null },
    });
  });

  it('resume (payment:create): charges again from the new date, once', async () => {
    const resumed = await request(app)
      .post(`/api/admin/subscriptions/${subscriptionId}/resume`)
      .set(as(backoffice.token));
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.status).toBe('SUCCESS');
    expect(
      (await request(app).post(`/api/admin/subscriptions/${subscriptionId}/resume`).set(as(backoffice.token))).status,
    ).toBe(409);
    expect(await run(addDays(chargeDate(2), -1))).toMatchObject({ charged: 0 });
    expect(await run(chargeDate(2))).toMatchObject({ charged: 1 });
    expect(await run(chargeDate(2))).toMatchObject({ charged: 0 });
    expect((await show()).history.at(-1)).toMatchObject({ action: 'resume', actorId: backoffice.id });
    // Billing marks the period PAID from PeriodChargePaid and says so with its own event (to the policies).
    await waitUntil(
      "billing's PaymentPeriodSettled of period 2",
      () =>
        query<{ payload: { payload: { periodId: number; seq: number } } }>(
          "SELECT payload FROM outbox_messages WHERE job_name = 'PaymentPeriodSettled'",
        ),
      (rows) => rows.some((row) => row.payload.payload.periodId === Number(period(2).period_id)),
    );
  });

  it('a period declined on every retry is LATE on the detail, and the policy records the non-payment', async () => {
    await runtime.sequelize.query(
      `UPDATE sandbox_provider_enrolments SET scenario = 'declined', decline_code = 'cc_rejected_insufficient_amount'`,
    );
    expect(await run(chargeDate(3))).toMatchObject({ declined: 1 });
    expect(await run(addDays(chargeDate(3), 4))).toMatchObject({ declined: 1 });
    expect(await run(addDays(chargeDate(3), 8))).toMatchObject({ late: 1 });
    const body = await show();
    expect(body).toMatchObject({ status: 'DECLINED', latePeriods: 1, nextCharge: { seq: 4 } });
    expect(body.periods[2]).toMatchObject({ seq: 3, attempts: 3, paidAt: null, lateAt: expect.any(String) });
    const [late] = await waitUntil(
      "the policy's late period",
      () =>
        query<{ period_id: string; seq: number; settled_at: Date | null }>(
          'SELECT period_id, seq, settled_at FROM policy_late_periods WHERE policy_id = $1',
          [policyId],
        ),
      (rows) => rows.length === 1,
    );
    expect(late).toMatchObject({ period_id: period(3).period_id, seq: 3, settled_at: null });
    const history = await query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM policy_history WHERE policy_id = $1 AND action = 'non-payment'`,
      [policyId],
    );
    expect(history).toEqual([
      { action: 'non-payment', changes: expect.objectContaining({ seq: 3, firstInArrears: true }) },
    ]);
    const [policy] = await query<{ status: string }>('SELECT status FROM policies WHERE id = $1', [policyId]);
    expect(policy!.status).toBe('ACTIVE');
  });

  it('cancel (payment:delete only): final, written with the staff member, and the run skips it', async () => {
    const url = `/api/admin/subscriptions/${subscriptionId}/cancel`;
    expect((await request(app).post(url).set(as(backoffice.token))).status).toBe(403);
    expect(
      (await request(app).post(`/api/admin/subscriptions/${randomUUID()}/cancel`).set(as(admin.token))).status,
    ).toBe(404);
    await runtime.sequelize.query(`UPDATE sandbox_provider_enrolments SET scenario = 'ok', decline_code = NULL`);
    const canceled = await request(app).post(url).set(as(admin.token)).send({ reason: 'Venta anulada' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', actions: [] });
    for (const action of ['pause', 'resume', 'cancel']) {
      const refused = await request(app)
        .post(`/api/admin/subscriptions/${subscriptionId}/${action}`)
        .set(as(admin.token));
      expect(refused.status).toBe(409);
    }
    const moved = await request(app)
      .post(`/api/admin/subscriptions/${subscriptionId}/change-date`)
      .set(as(admin.token))
      .send({ date: chargeDate(4) });
    expect(moved.status).toBe(409);
    expect(await run(chargeDate(4))).toMatchObject({ charged: 0, declined: 0 });
    expect(await providerCharges(period(4).period_id)).toEqual([]);
    expect((await show()).history.at(-1)).toMatchObject({
      action: 'cancel',
      actorId: admin.id,
      detail: { from: 'DECLINED', to: 'CANCELED', reason: 'Venta anulada' },
    });
  });
});
