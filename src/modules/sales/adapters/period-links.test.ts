import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { BILLING, type RunArrearsReminders } from '../../billing/index.js';
import { addDays } from '../../billing/domain/dates.js';
import type { ChargeDuePeriods } from '../application/charge-due-periods.js';
import type { PeriodPaymentLinks } from '../application/pay-period-link.js';
import type { SalesSettings } from '../application/ports.js';
import { periodPaymentUrl } from '../application/subscription-links.js';
import { SALES } from '../tokens.js';
import { APPROVED_TOKEN, fillSteps, onlineProductCodes, PROFILE, type StartedSale } from './sales-test-support.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

type PeriodRow = { period_id: string; seq: number; billing_date: string; due_date: string; amount_clp: string };

/**
 * A billing period's payment link (issue 28, "Periods without a card") with the real workers: the arrears reminder
 * of a period no card subscription charges carries its signed link; the link shows the period and pays it once
 * with a one-time method (sandbox card, transfer) and an Idempotency-Key; billing marks it paid through its own
 * events; a forged or expired link opens nothing. And the race of the link with the monthly run on a period of a
 * card subscription: one approved charge, one paid period.
 */
describe('payment links of billing periods (sandbox provider, outbox, BullMQ, real Postgres)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let oneTime: StartedSale;
  let subscribed: StartedSale;
  let oneTimePeriods: PeriodRow[];
  let subscribedPeriods: PeriodRow[];

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const run = (today: string) => runtime.container.get<ChargeDuePeriods>(SALES.ChargeDuePeriods).execute(today);
  const settings = () => runtime.container.get<SalesSettings>(SALES.SalesSettings);
  const linkOf = async (periodId: string) => {
    const url = periodPaymentUrl(
      'http://x',
      Number(periodId),
      settings().linkSecret,
      new Date(Date.now() + 86_400_000),
    );
    return new URL(url).searchParams.get('t')!;
  };
  const pay = (periodId: string, t: string, key: string | null, body: Record<string, unknown>) => {
    const call = request(app).post(`/api/sales/periods/${periodId}/payments`);
    if (key) call.set('Idempotency-Key', key);
    return call.send({ t, ...body });
  };
  const billingPeriod = (periodId: string) =>
    query<{ status: string; paid_clp: string }>('SELECT status, paid_clp FROM billing_periods WHERE id = $1', [
      periodId,
    ]).then((rows) => rows[0]!);
  const periodsOf = (saleId: string) =>
    waitUntil(
      'billing periods of the sale in sales',
      () =>
        query<PeriodRow>(
          `SELECT period_id, seq, billing_date::text, due_date::text, amount_clp FROM sale_billing_periods
            WHERE sale_id = $1 ORDER BY seq`,
          [saleId],
        ),
      (rows) => rows.length === 12,
    );
  const monthlySale = async (): Promise<StartedSale> => {
    for (const code of await onlineProductCodes(runtime)) {
      const started = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
      if (started.status !== 201) continue;
      const [row] = await query<{ periodicity_months: number }>('SELECT periodicity_months FROM sales WHERE id = $1', [
        started.body.data.id,
      ]);
      if (row?.periodicity_months === 1) {
        await fillSteps(app, started.body.data as StartedSale);
        return started.body.data as StartedSale;
      }
    }
    throw new Error('no product sold monthly');
  };
  const checkout = (sale: StartedSale, paymentType: string) =>
    request(app)
      .post(`/api/sales/${sale.id}/payments`)
      .set('x-sale-token', sale.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType, provider: 'sandbox', token: APPROVED_TOKEN });

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 });
    app = runtime.createHttpApp();
    runtime.startBackground();
    oneTime = await monthlySale();
    expect((await checkout(oneTime, 'tdc-one-time')).body.data.status).toBe('OK');
    subscribed = await monthlySale();
    expect((await checkout(subscribed, 't-subscriptions')).body.data.status).toBe('OK');
    oneTimePeriods = await periodsOf(oneTime.id);
    subscribedPeriods = await periodsOf(subscribed.id);
  }, patience(180_000));
  afterAll(async () => {
    await runtime?.dispose();
  });

  it("sends the link in the period's arrears reminder, only for periods no card subscription charges", async () => {
    const links = runtime.container.get<PeriodPaymentLinks>(SALES.PeriodPaymentLinks);
    expect(await links.urlFor(Number(oneTimePeriods[1]!.period_id))).toMatch(
      new RegExp(`/pagar-cuota/${oneTimePeriods[1]!.period_id}\\?t=[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`),
    );
    // Paid at checkout, or charged by the card: no link.
    expect(await links.urlFor(Number(oneTimePeriods[0]!.period_id))).toBeNull();
    expect(await links.urlFor(Number(subscribedPeriods[1]!.period_id))).toBeNull();
    // Not an online sale's period.
    expect(await links.urlFor(987_654_321)).toBeNull();

    const target = oneTimePeriods[1]!;
    await runtime.container.get<RunArrearsReminders>(BILLING.RunArrearsReminders).execute(addDays(target.due_date, 1));
    const [mail] = await waitUntil(
      'the reminder of period 2',
      () =>
        query<{ text_body: string }>(`SELECT m.text_body FROM mail_messages m WHERE m.text_body LIKE $1`, [
          `%/pagar-cuota/${target.period_id}?t=%`,
        ]),
      (rows) => rows.length > 0,
    );
    const url = new URL(/https?:\/\/\S+\/pagar-cuota\/\S+/.exec(mail!.text_body)![0]);
    const opened = await request(app)
      .get(`/api/sales/periods/${target.period_id}`)
      .query({ t: url.searchParams.get('t') });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      periodId: Number(target.period_id),
      seq: 2,
      dueDate: target.due_date,
      amountClp: Number(target.amount_clp),
      state: 'payable',
      payment: null,
    });
    expect(opened.body.data.productName).toEqual(expect.any(String));
    expect(opened.body.data.amountUf).toMatch(/^\d+\.\d{2}$/);
  });

  it('opens nothing with a forged, cut, missing or expired link (Spanish 4xx)', async () => {
    const target = oneTimePeriods[2]!;
    const good = await linkOf(target.period_id);
    const forged = await request(app)
      .get(`/api/sales/periods/${target.period_id}`)
      .query({ t: `${good.slice(0, -2)}xx` });
    expect(forged.status).toBe(404);
    expect(forged.body.error.message).toMatch(/^El enlace de pago no es válido/);
    // Another period's signature.
    const other = await request(app).get(`/api/sales/periods/${oneTimePeriods[3]!.period_id}`).query({ t: good });
    expect(other.status).toBe(404);
    const notAnId = await request(app).get('/api/sales/periods/abc').query({ t: good });
    expect(notAnId.status).toBe(404);
    const missing = await request(app).get(`/api/sales/periods/${target.period_id}`);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('BAD_REQUEST');
    const expiredUrl = periodPaymentUrl(
      'http://x',
      Number(target.period_id),
      settings().linkSecret,
      new Date(Date.now() - 1000),
    );
    const expired = await request(app)
      .get(`/api/sales/periods/${target.period_id}`)
      .query({ t: new URL(expiredUrl).searchParams.get('t') });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toMatch(/^El enlace de pago venció/);
    const payForged = await pay(target.period_id, 'x.y', randomUUID(), {
      paymentType: 'tdc-one-time',
      token: APPROVED_TOKEN,
    });
    expect(payForged.status).toBe(404);
    expect(await query('SELECT 1 FROM sale_period_charges WHERE period_id = $1', [target.period_id])).toEqual([]);
  });

  it('pays the period once with the sandbox card; a replay answers the same; billing marks it paid', async () => {
    const target = oneTimePeriods[1]!;
    const t = await linkOf(target.period_id);
    const noKey = await pay(target.period_id, t, null, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.code).toBe('4292');
    const subscription = await pay(target.period_id, t, randomUUID(), {
      paymentType: 't-subscriptions',
      token: APPROVED_TOKEN,
    });
    expect(subscription.status).toBe(400);
    expect(subscription.body.error.message).toMatch(/pago único/);

    const key = randomUUID();
    const paid = await pay(target.period_id, t, key, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ state: 'paid', payment: { status: 'OK', cardLast4: '4242' } });
    const replay = await pay(target.period_id, t, key, { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(replay.status).toBe(200);
    expect(replay.body.data.payment.id).toBe(paid.body.data.payment.id);
    const again = await pay(target.period_id, t, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta cuota ya está pagada. No tienes que hacer nada más.');

    const charges = await query<{ status: string; source: string }>(
      'SELECT status, source FROM sale_period_charges WHERE period_id = $1',
      [target.period_id],
    );
    expect(charges).toEqual([{ status: 'OK', source: 'link' }]);
    const billed = await waitUntil(
      'billing period 2 paid',
      () => billingPeriod(target.period_id),
      (row) => row.status === 'PAID',
    );
    expect(Number(billed.paid_clp)).toBe(Number(target.amount_clp));
    const opened = await request(app).get(`/api/sales/periods/${target.period_id}`).query({ t });
    expect(opened.body.data.state).toBe('paid');
  });

  it('shows a declined card with its advice and leaves the period payable; a transfer waits with the bank details', async () => {
    const target = oneTimePeriods[4]!;
    const t = await linkOf(target.period_id);
    const declined = await pay(target.period_id, t, randomUUID(), {
      paymentType: 'tdc-one-time',
      token: 'sbx_rej.cc_rejected_insufficient_amount_visa_4000_a1',
    });
    expect(declined.status).toBe(201);
    expect(declined.body.data).toMatchObject({ state: 'payable', payment: { status: 'DECLINED' } });
    expect(declined.body.data.payment.message).toEqual(expect.any(String));
    expect(`${declined.body.data.payment.message} ${declined.body.data.payment.advice}`).toMatch(/fondos/);

    const transfer = await pay(target.period_id, t, randomUUID(), { paymentType: 'transfer-one-time' });
    expect(transfer.status).toBe(201);
    expect(transfer.body.data).toMatchObject({ state: 'payable', payment: { status: 'PENDING' } });
    expect(transfer.body.data.payment.instructions).toMatchObject({ reference: expect.any(String) });
    // The transfer is the period's payment in flight: the page shows it again, and no card may pay beside it.
    const reopened = await request(app).get(`/api/sales/periods/${target.period_id}`).query({ t });
    expect(reopened.body.data.payment).toMatchObject({ id: transfer.body.data.payment.id, status: 'PENDING' });
    const busy = await pay(target.period_id, t, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toMatch(/^Ya hay un pago en curso para esta cuota/);
  });

  it('never pays a period twice when its link and the monthly card run charge it at the same moment', async () => {
    // Eleven periods, each raced once: the run's charge and the link's payment start together.
    const winners: string[] = [];
    for (const target of subscribedPeriods.slice(1)) {
      const t = await linkOf(target.period_id);
      const [counts, link] = await Promise.all([
        run(target.billing_date),
        pay(target.period_id, t, randomUUID(), { paymentType: 'tdc-one-time', token: APPROVED_TOKEN }),
      ]);
      const charges = await query<{ status: string; source: string }>(
        'SELECT status, source FROM sale_period_charges WHERE period_id = $1 ORDER BY created_at',
        [target.period_id],
      );
      expect(charges.filter((c) => c.status === 'OK')).toHaveLength(1);
      expect(charges.filter((c) => c.status === 'PENDING')).toEqual([]);
      const winner = charges.find((c) => c.status === 'OK')!.source;
      winners.push(winner);
      // The loser is told so: the link's 409 (busy or paid), or the run's skip.
      expect({ link: link.status, charged: counts.charged }).toEqual(
        winner === 'link' ? { link: 201, charged: 0 } : { link: 409, charged: 1 },
      );
      const approved = await query<{ n: string }>(
        `SELECT count(*) AS n FROM sandbox_provider_charges c
          WHERE c.status = 'approved' AND (c.idempotency_key LIKE $1 OR c.merchant_order IN
            (SELECT id::text FROM sale_period_charges WHERE period_id = $2))`,
        [`period-${target.period_id}-%`, target.period_id],
      );
      expect(Number(approved[0]!.n)).toBe(1);
      const billed = await waitUntil(
        `billing period ${target.seq} paid`,
        () => billingPeriod(target.period_id),
        (row) => row.status === 'PAID',
      );
      expect(Number(billed.paid_clp)).toBe(Number(target.amount_clp));
    }
    expect(winners).toHaveLength(11);
  });
});
