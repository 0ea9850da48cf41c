import type { Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { ChargeDuePeriods } from '../application/charge-due-periods.js';
import { SALES } from '../tokens.js';
import { KUSHKI_TEST_CARDS, kushkiDouble } from './providers/doubles/kushki-double.js';
import { fillSteps, onlineProductCodes, PROFILE, type StartedSale } from './sales-test-support.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/**
 * Kushki's notices of automatic monthly charges (issue 28), through the app with the real Kushki vault against
 * the double: a period charge whose answer the run never got (Kushki slower than our timeout) stays PENDING; a
 * notice not signed as Kushki documents is refused and changes nothing; the signed notice settles the charge as
 * the run would (period paid, PeriodChargePaid, subscription SUCCESS); the same notice again has no second effect,
 * and the next run charges nothing more.
 */
describe('subscription charge notices (Kushki card subscriptions, real Postgres and workers)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let server: Server;
  let baseUrl: string;
  let kushki: Awaited<ReturnType<typeof kushkiDouble>>;
  let sale: StartedSale;

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const run = (today: string) => runtime.container.get<ChargeDuePeriods>(SALES.ChargeDuePeriods).execute(today);
  const cardToken = async (number: string) => {
    const response = await fetch(`${kushki.url}/card/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Public-Merchant-Id': 'kushki-publico' },
      body: JSON.stringify({ card: { name: 'ANA PEREZ', number, cvv: '123', expiryMonth: '12', expiryYear: '30' } }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const paidEvents = (chargeId: string) =>
    query<{ n: string }>(
      `SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'PeriodChargePaid' AND payload->'payload'->>'chargeId' = $1`,
      [chargeId],
    ).then((rows) => Number(rows[0]!.n));
  const chargeRow = (chargeId: string) =>
    query<{ status: string; provider_reference: string | null }>(
      'SELECT status, provider_reference FROM sale_period_charges WHERE id = $1',
      [chargeId],
    ).then((rows) => rows[0]!);
  const periodRow = (periodId: string) =>
    query<{ paid_at: Date | null; paid_by: string | null; attempts: number }>(
      'SELECT paid_at, paid_by, attempts FROM sale_billing_periods WHERE period_id = $1',
      [periodId],
    ).then((rows) => rows[0]!);

  beforeAll(async () => {
    kushki = await kushkiDouble({
      publicMerchantId: 'kushki-publico',
      privateMerchantId: 'kushki-privado',
      webhookSignature: 'firma-webhook-kushki',
    });
    runtime = await createSampleTestRuntime(
      { scale: 80, plans: 0 },
      {
        PAYMENT_PROVIDERS: 'live',
        CARD_PROVIDER: 'kushki_ad',
        KUSHKI_PRIVATE_MERCHANT_ID: 'kushki-privado',
        KUSHKI_PUBLIC_MERCHANT_ID: 'kushki-publico',
        KUSHKI_BASE_URL: kushki.url,
        KUSHKI_WEBHOOK_SECRET: 'firma-webhook-kushki',
        KUSHKI_SUBSCRIPTIONS: 'true',
        PAYMENT_TIMEOUT_MS: '500',
      },
    );
    app = runtime.createHttpApp();
    runtime.startBackground();
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A product sold monthly (12 periods a year).
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
  }, patience(180_000));
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await runtime?.dispose();
    await kushki?.close();
  });

  it('a forged notice is refused and writes nothing; the signed one settles the charge once; a replay does nothing', async () => {
    const paid = await request(app)
      .post(`/api/sales/${sale.id}/payments`)
      .set('x-sale-token', sale.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 't-subscriptions', token: await cardToken(KUSHKI_TEST_CARDS.approved) });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'OK', provider: 'kushki_ad' });
    const [subscription] = await query<{ token_ref: string; card_last4: string }>(
      'SELECT token_ref, card_last4 FROM sale_subscriptions WHERE sale_id = $1',
      [sale.id],
    );
    expect(kushki.subscriptions.has(subscription!.token_ref)).toBe(true);
    expect(subscription!.card_last4).toBe('5480');

    const periods = await waitUntil(
      'billing periods of the sale in sales',
      () =>
        query<{ period_id: string; seq: number; billing_date: string }>(
          'SELECT period_id, seq, billing_date::text FROM sale_billing_periods WHERE sale_id = $1 ORDER BY seq',
          [sale.id],
        ),
      (rows) => rows.length === 12,
    );
    const second = periods.find((p) => p.seq === 2)!;

    // Kushki takes the charge but answers after our timeout: the run leaves it PENDING, unreferenced.
    kushki.delayChargesMs(2000);
    expect(await run(second.billing_date)).toMatchObject({ charged: 0, unanswered: 1 });
    kushki.delayChargesMs(0);
    const [charge] = await query<{ id: string; status: string }>(
      'SELECT id, status FROM sale_period_charges WHERE period_id = $1',
      [second.period_id],
    );
    expect(charge!.status).toBe('PENDING');
    const made = kushki.transactions.find((t) => (t.metadata as { chargeId?: string } | null)?.chargeId === charge!.id);
    expect(made?.transaction_status).toBe('APPROVAL');

    const webhook = `${baseUrl}/api/sales/webhooks/kushki_ad`;
    for (const tamper of ['signature', 'body', 'missing'] as const) {
      const refused = await kushki.notify(webhook, made!.ticket_number, { tamper });
      expect(refused.status, tamper).toBe(401);
      expect(refused.body).toMatchObject({ error: { message: 'La firma de la notificación no es válida.' } });
    }
    expect(await chargeRow(charge!.id)).toEqual({ status: 'PENDING', provider_reference: null });
    expect(await periodRow(second.period_id)).toMatchObject({ paid_at: null, attempts: 0 });
    expect(await paidEvents(charge!.id)).toBe(0);

    const settled = await kushki.notify(webhook, made!.ticket_number);
    expect(settled).toEqual({ status: 200, body: { data: { applied: true, status: 'OK' } } });
    expect(await chargeRow(charge!.id)).toEqual({ status: 'OK', provider_reference: made!.ticket_number });
    expect(await periodRow(second.period_id)).toMatchObject({ paid_by: 'subscription', attempts: 1 });
    const events = await paidEvents(charge!.id);
    expect(events).toBeGreaterThan(0);

    const replay = await kushki.notify(webhook, made!.ticket_number);
    expect(replay).toEqual({ status: 200, body: { data: { applied: false, status: 'OK' } } });
    expect(await periodRow(second.period_id)).toMatchObject({ paid_by: 'subscription', attempts: 1 });
    expect(await paidEvents(charge!.id)).toBe(events);

    // The next run finds the period paid: Kushki is asked nothing more for it.
    const before = kushki.transactions.length;
    expect(await run(second.billing_date)).toMatchObject({ charged: 0, unanswered: 0 });
    expect(kushki.transactions.length).toBe(before);
  });
});
