import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { addDays } from '../../billing/domain/dates.js';
import type { ChargeDuePeriods } from '../application/charge-due-periods.js';
import { SALES } from '../tokens.js';
import {
  APPROVED_TOKEN,
  fillSteps,
  onlineProductCodes,
  PROFILE,
  TITULAR,
  type StartedSale,
} from './sales-test-support.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/**
 * Automatic monthly card charges end to end with the real workers (issue 28): a purchase paid with "Pago
 * automático mensual" enrols the card and pays period 1; billing's periods reach sales through the outbox; the
 * run of a period's charge day charges it once (however many runs), billing marks it paid; a card that starts
 * declining walks days 0, 4 and 8 to LATE with three e-mails; a new card pays on the next retry.
 */
describe('automatic monthly card charges (sandbox vault, outbox, BullMQ, real Postgres)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let sale: StartedSale;
  let periods: { period_id: string; seq: number; billing_date: string }[];

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const run = (today: string) => runtime.container.get<ChargeDuePeriods>(SALES.ChargeDuePeriods).execute(today);
  const period = (seq: number) => periods.find((p) => p.seq === seq)!;
  const providerCharges = (periodId: string) =>
    query<{ idempotency_key: string; status: string }>(
      `SELECT idempotency_key, status FROM sandbox_provider_charges WHERE idempotency_key LIKE $1 ORDER BY id`,
      [`period-${periodId}-attempt-%`],
    );
  const billingPeriod = (periodId: string) =>
    query<{ status: string; paid_clp: string; late_at: Date | null }>(
      'SELECT status, paid_clp, late_at FROM billing_periods WHERE id = $1',
      [periodId],
    ).then((rows) => rows[0]!);
  const declineMails = () =>
    query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM mail_messages WHERE idempotency_key LIKE 'subscription-declined:%' ORDER BY subject`,
    );

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 });
    app = runtime.createHttpApp();
    runtime.startBackground();
    // A product sold monthly (12 periods a year).
    for (const code of await onlineProductCodes(runtime)) {
      const started = await request(app).post('/api/sales').send({
        productCode: code,
        profile: PROFILE,
      });
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
  }, patience(180_000));
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('enrols the card at checkout, pays period 1 with it and keeps only the token reference', async () => {
    const paid = await request(app)
      .post(`/api/sales/${sale.id}/payments`)
      .set('x-sale-token', sale.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 't-subscriptions', provider: 'sandbox', token: APPROVED_TOKEN });
    expect(paid.status).toBe(201);
    expect(paid.body.data.status).toBe('OK');
    const [subscription] = await query<{ status: string; token_ref: string; card_last4: string; provider: string }>(
      'SELECT status, token_ref, card_last4, provider FROM sale_subscriptions WHERE sale_id = $1',
      [sale.id],
    );
    expect(subscription).toMatchObject({ status: 'SUCCESS', card_last4: '4242', provider: 'sandbox' });
    expect(subscription!.token_ref).toMatch(/^sbxe_/);

    periods = await waitUntil(
      'billing periods of the sale in sales',
      () =>
        query<{ period_id: string; seq: number; billing_date: string; paid_by: string | null }>(
          'SELECT period_id, seq, billing_date::text, paid_by FROM sale_billing_periods WHERE sale_id = $1 ORDER BY seq',
          [sale.id],
        ),
      (rows) => rows.length === 12,
    );
    expect(periods[0]).toMatchObject({ seq: 1, paid_by: 'checkout' });
  });

  it('charges period 2 once on its charge day, however many runs and workers, and billing marks it paid', async () => {
    const day = period(2).billing_date;
    expect(await run(addDays(day, -1))).toMatchObject({ charged: 0 });
    // Two workers' runs at once, then a third: one charge.
    const [first, second] = await Promise.all([run(day), run(day)]);
    expect(first.charged + second.charged).toBe(1);
    expect((await run(day)).charged).toBe(0);
    expect(await providerCharges(period(2).period_id)).toEqual([
      { idempotency_key: `period-${period(2).period_id}-attempt-1`, status: 'approved' },
    ]);
    const billed = await waitUntil(
      'billing period 2 paid',
      () => billingPeriod(period(2).period_id),
      (row) => row.status === 'PAID',
    );
    expect(Number(billed.paid_clp)).toBeGreaterThan(0);
  });

  it('walks a declining card through days 0, 4 and 8 to LATE with three e-mails', async () => {
    await runtime.sequelize.query(
      `UPDATE sandbox_provider_enrolments SET scenario = 'declined', decline_code = 'cc_rejected_insufficient_amount'`,
    );
    const day = period(3).billing_date;
    expect(await run(day)).toMatchObject({ declined: 1, late: 0 });
    expect(await run(addDays(day, 3))).toMatchObject({ declined: 0 });
    expect(await run(addDays(day, 4))).toMatchObject({ declined: 1, late: 0 });
    expect(await run(addDays(day, 8))).toMatchObject({ declined: 1, late: 1 });
    expect(await run(addDays(day, 9))).toMatchObject({ declined: 0, charged: 0 });
    expect((await providerCharges(period(3).period_id)).map((c) => c.status)).toEqual([
      'declined',
      'declined',
      'declined',
    ]);
    // The three runs here follow each other in milliseconds and the e-mails go out through the queue, so they
    // may be sent in any order; in life four days separate them.
    const mails = await waitUntil('three decline e-mails', declineMails, (rows) => rows.length === 3);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('intento 1 de 3'),
      expect.stringContaining('intento 2 de 3'),
      expect.stringContaining('intento 3 de 3'),
    ]);
    expect(mails[0]!.text_body).toContain('/pago-automatico/');
    expect(mails[0]!.text_body).toContain('fondos');
    const [recipient] = await query<{ to_address: string }>(
      `SELECT to_address FROM mail_messages WHERE idempotency_key LIKE 'subscription-declined:%' LIMIT 1`,
    );
    expect(recipient!.to_address).toBe(TITULAR.email);
    await waitUntil(
      'billing period 3 LATE',
      () => billingPeriod(period(3).period_id),
      (row) => row.late_at !== null,
    );
    const [subscription] = await query<{ status: string }>('SELECT status FROM sale_subscriptions WHERE sale_id = $1', [
      sale.id,
    ]);
    expect(subscription!.status).toBe('DECLINED');
  });

  it('charges the next retry on the card the buyer enrols from the e-mail link', async () => {
    const [subscription] = await query<{ id: string }>('SELECT id FROM sale_subscriptions WHERE sale_id = $1', [
      sale.id,
    ]);
    const day = period(4).billing_date;
    expect(await run(day)).toMatchObject({ declined: 1 });
    const [mail] = await waitUntil(
      'the decline e-mail of period 4',
      () => declineMails(),
      (rows) => rows.length === 4,
    ).then((rows) => rows.slice(-1));
    const link = new URL(/https?:\/\/\S+\/pago-automatico\/\S+/.exec(mail!.text_body)![0]);
    expect(link.pathname).toBe(`/pago-automatico/${subscription!.id}/tarjeta`);
    const forged = await request(app)
      .put(`/api/subscriptions/${subscription!.id}/card`)
      .send({ t: 'forged', token: 'sbx_ok_master_5555_new1' });
    expect(forged.status).toBe(404);
    const updated = await request(app)
      .put(`/api/subscriptions/${subscription!.id}/card`)
      .send({ t: link.searchParams.get('t'), token: 'sbx_ok_master_5555_new1' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ card: { brand: 'master', last4: '5555' } });
    expect(await run(addDays(day, 4))).toMatchObject({ charged: 1, declined: 0 });
    const [after] = await query<{ status: string }>('SELECT status FROM sale_subscriptions WHERE sale_id = $1', [
      sale.id,
    ]);
    expect(after!.status).toBe('SUCCESS');
    await waitUntil(
      'billing period 4 paid',
      () => billingPeriod(period(4).period_id),
      (row) => row.status === 'PAID',
    );
  });

  it('never charges on its own a period whose charge date passed more than the retry window ago', async () => {
    expect(await run(addDays(period(5).billing_date, 9))).toMatchObject({ charged: 0, declined: 0, stale: 1 });
    expect(await providerCharges(period(5).period_id)).toEqual([]);
  });

  it('resumes with the same key a charge a dead worker left unanswered: the provider collects it once', async () => {
    const target = period(6);
    const [subscription] = await query<{ id: string; token_ref: string }>(
      'SELECT id, token_ref FROM sale_subscriptions WHERE sale_id = $1',
      [sale.id],
    );
    const key = `period-${target.period_id}-attempt-1`;
    // The dead worker's state: its charge row written (lease run out) and the provider's charge taken, no answer.
    await runtime.sequelize.query(
      `INSERT INTO sale_period_charges (period_id, subscription_id, source, attempt, idempotency_key, provider,
         payment_type, amount_clp, lease_until)
       VALUES ($1, $2, 'subscription', 1, $3, 'sandbox', 't-subscriptions', 1000, now() - interval '1 minute')`,
      { bind: [target.period_id, subscription!.id, key] },
    );
    await runtime.sequelize.query(
      `INSERT INTO sandbox_provider_charges (reference, merchant_order, kind, status, amount, currency, idempotency_key)
       VALUES ('sbx-dead-worker', 'x', 'charge', 'approved', 1000, 'CLP', $1)`,
      { bind: [key] },
    );
    expect(await run(target.billing_date)).toMatchObject({ resumed: 1, charged: 1 });
    expect(await providerCharges(target.period_id)).toEqual([{ idempotency_key: key, status: 'approved' }]);
    expect((await run(target.billing_date)).charged).toBe(0);
    await waitUntil(
      'billing period 6 paid',
      () => billingPeriod(target.period_id),
      (row) => Number(row.paid_clp) === 1000,
    );
  });
});
