import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { sendsToExternalSite } from '../../catalogue/index.js';
import { fillSteps, onlineProductCodes, PROFILE, type StartedSale } from './sales-test-support.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

const CARD_TOKEN = 'sbx_ok_visa_4242_chk1';

/**
 * "Pago automático mensual con tarjeta" at checkout (issue 28), through the HTTP API with the sandbox provider:
 * the payment step's options, the enrolment on the sandbox's own page (Oneclick's shape: start -> page -> return
 * with TBK_TOKEN), period 1 charged once whatever the replays, the sale completed as a one-time purchase (policy,
 * billing's periods with period 1 paid), and refusals that write nothing.
 */
describe('automatic monthly card payment at checkout (sandbox enrolment page, real Postgres)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let monthlyCode: string;
  let yearlyCode: string | null = null;

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const start = async (code: string): Promise<StartedSale> => {
    const started = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
    expect(started.status).toBe(201);
    return started.body.data as StartedSale;
  };
  const pay = (sale: StartedSale, key: string, body: Record<string, unknown>) =>
    request(app)
      .post(`/api/sales/${sale.id}/payments`)
      .set('x-sale-token', sale.token)
      .set('Idempotency-Key', key)
      .send(body);
  const getSale = (sale: StartedSale) => request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', sale.token);
  const written = async (saleId: string) => {
    const [row] = await query<{ payments: string; subscriptions: string; charges: string }>(
      `SELECT (SELECT count(*) FROM sale_payments WHERE sale_id = $1) AS payments,
              (SELECT count(*) FROM sale_subscriptions WHERE sale_id = $1) AS subscriptions,
              (SELECT count(*) FROM sandbox_provider_charges c JOIN sale_payments p ON p.id::text = c.merchant_order
                WHERE p.sale_id = $1) AS charges`,
      [saleId],
    );
    return {
      payments: Number(row!.payments),
      subscriptions: Number(row!.subscriptions),
      charges: Number(row!.charges),
    };
  };

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 });
    app = runtime.createHttpApp();
    runtime.startBackground();
    for (const code of (await onlineProductCodes(runtime)).slice(0, 60)) {
      if (sendsToExternalSite(code)) continue;
      const started = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
      if (started.status !== 201) continue;
      const [row] = await query<{ periodicity_months: number }>('SELECT periodicity_months FROM sales WHERE id = $1', [
        started.body.data.id,
      ]);
      if (row?.periodicity_months === 1) monthlyCode ??= code;
      if (row?.periodicity_months === 12) yearlyCode ??= code;
      if (monthlyCode && yearlyCode) break;
    }
    expect(monthlyCode).toBeDefined();
  }, patience(180_000));
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('offers the monthly card with the sandbox enrolment page, only for a product paid monthly', async () => {
    const options = await request(app).get('/api/sales/payment-options');
    expect(options.status).toBe(200);
    expect(options.body.data.monthlyCard).toEqual({ provider: 'sandbox', enrolment: 'page' });

    const monthly = await start(monthlyCode);
    expect((await getSale(monthly)).body.data).toMatchObject({
      periodicityMonths: 1,
      offersMonthlyCard: true,
      subscription: null,
    });
    const yearly = await yearlySale();
    expect((await getSale(yearly)).body.data).toMatchObject({ periodicityMonths: 12, offersMonthlyCard: false });
  });

  it('enrols the card on the sandbox page, charges period 1 once and completes the sale; replays answer the same', async () => {
    const sale = await start(monthlyCode);
    await fillSteps(app, sale);
    const key = randomUUID();

    // 1. The payment step: the payment waits for the enrolment, with the provider's page to go to.
    const started = await pay(sale, key, { paymentType: 't-subscriptions' });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: 'PENDING', paymentType: 't-subscriptions', provider: 'sandbox' });
    const redirect = String(started.body.data.redirectUrl);
    expect(redirect).toMatch(/^\/sandbox\/inscripcion\/sbxi_[0-9a-f]+$/);
    const reference = redirect.split('/').at(-1)!;
    // A replay of the same key answers the same payment and opens no second enrolment.
    const replay = await pay(sale, key, { paymentType: 't-subscriptions' });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ id: started.body.data.id, status: 'PENDING', redirectUrl: redirect });
    expect(await query('SELECT 1 FROM sandbox_provider_inscriptions')).toHaveLength(1);

    // 2. The sandbox's page: an unknown enrolment and a bad token are refused in Spanish.
    const unknown = await request(app).post('/api/sandbox/inscriptions/sbxi_nada').send({ token: CARD_TOKEN });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No existe la inscripción de tarjeta o ya terminó.');
    const bad = await request(app).post(`/api/sandbox/inscriptions/${reference}`).send({ token: 'no-es-un-token' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('El token de la tarjeta no es válido.');
    const typed = await request(app).post(`/api/sandbox/inscriptions/${reference}`).send({ token: CARD_TOKEN });
    expect(typed.status).toBe(200);
    const returnUrl = String(typed.body.data.returnUrl);
    expect(returnUrl).toBe(`/api/sales/payments/${started.body.data.id}/enrolment?TBK_TOKEN=${reference}`);

    // 3. Back from the page: to Confirmacion, the sale paid.
    const back = await request(app).get(returnUrl);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(
      `/Compra-Online/${encodeURIComponent(monthlyCode)}/Confirmacion?pago=${started.body.data.id}`,
    );
    // The return delivered twice (a reload, a double form post): nothing charged again.
    const again = await request(app).post(`/api/sales/payments/${started.body.data.id}/enrolment`).type('form').send({
      TBK_TOKEN: reference,
    });
    expect(again.status).toBe(303);
    const afterReplay = await pay(sale, key, { paymentType: 't-subscriptions' });
    expect(afterReplay.status).toBe(200);
    expect(afterReplay.body.data).toMatchObject({ id: started.body.data.id, status: 'OK' });

    const charges = await query<{ idempotency_key: string; status: string; amount: string }>(
      `SELECT idempotency_key, status, amount::text FROM sandbox_provider_charges WHERE merchant_order = $1`,
      [started.body.data.id],
    );
    expect(charges).toEqual([
      { idempotency_key: `sale-${sale.id}-${key}`, status: 'approved', amount: expect.any(String) },
    ]);
    expect(Number(charges[0]!.amount)).toBe(Number(sale.amount));

    // The subscription: provider, token reference, brand and last 4, status; never the card number.
    const [subscription] = await query<Record<string, unknown>>(
      `SELECT provider, token_ref, card_brand, card_last4, status, payment_type FROM sale_subscriptions WHERE sale_id = $1`,
      [sale.id],
    );
    expect(subscription).toMatchObject({
      provider: 'sandbox',
      card_brand: 'visa',
      card_last4: '4242',
      status: 'SUCCESS',
      payment_type: 't-subscriptions',
    });
    expect(String(subscription!.token_ref)).toMatch(/^sbxe_/);

    const view = await getSale(sale);
    expect(view.status).toBe(200);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
    expect(view.body.data).toMatchObject({
      status: 'OK',
      subscription: {
        status: 'SUCCESS',
        provider: 'sandbox',
        card: { brand: 'visa', last4: '4242' },
        chargeDay: Number(today.slice(8, 10)),
      },
    });
    expect(view.body.data.subscription.nextChargeDate > today).toBe(true);

    // Completed as a one-time purchase: the policy is issued and billing's 12 periods reach sales, period 1 paid.
    const periods = await waitUntil(
      'billing periods of the sale in sales',
      () =>
        query<{ seq: number; paid_by: string | null; billing_date: string }>(
          'SELECT seq, paid_by, billing_date::text FROM sale_billing_periods WHERE sale_id = $1 ORDER BY seq',
          [sale.id],
        ),
      (rows) => rows.length === 12,
    );
    expect(periods[0]).toMatchObject({ seq: 1, paid_by: 'checkout' });
    expect(periods[1]!.billing_date).toBe(view.body.data.subscription.nextChargeDate);
    expect(periods.slice(1).every((p) => p.paid_by === null)).toBe(true);
    const policy = await waitUntil(
      'the policy of the sale',
      () => getSale(sale).then((r) => r.body.data.policy as { policyNumber: string } | null),
      (found) => found !== null,
    );
    expect(policy!.policyNumber).toBeTruthy();
  });

  it('a buyer who cancels on the enrolment page comes back to a declined payment, nothing charged, and may retry', async () => {
    const sale = await start(monthlyCode);
    await fillSteps(app, sale);
    const started = await pay(sale, randomUUID(), { paymentType: 't-subscriptions' });
    const reference = String(started.body.data.redirectUrl).split('/').at(-1)!;
    const cancelled = await request(app).post(`/api/sandbox/inscriptions/${reference}`).send({ token: null });
    expect(cancelled.status).toBe(200);
    const back = await request(app).get(String(cancelled.body.data.returnUrl));
    expect(back.status).toBe(303);
    const view = await getSale(sale);
    expect(view.body.data.status).toBe('PENDING');
    expect(view.body.data.payments[0]).toMatchObject({
      status: 'DECLINED',
      errorCode: 'ENROLMENT_ABORTED',
      message: 'No terminaste de inscribir tu tarjeta; no se hizo ningún cargo.',
    });
    expect(await written(sale.id)).toMatchObject({ subscriptions: 0, charges: 0 });
    // A return with another enrolment's token cannot settle this payment.
    const forged = await request(app).get(`/api/sales/payments/${randomUUID()}/enrolment?TBK_TOKEN=${reference}`);
    expect(forged.status).toBe(404);

    // The card typed on our page (a provider whose library tokenises it) also enrols and pays at once.
    const paid = await pay(sale, randomUUID(), { paymentType: 't-subscriptions', token: 'sbx_ok_master_5555_chk2' });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'OK', card: { brand: 'master', last4: '5555' } });
    expect((await getSale(sale)).body.data.subscription).toMatchObject({ card: { last4: '5555' }, status: 'SUCCESS' });
  });

  it('a declined first charge cancels the enrolment: the buyer pays once otherwise and the monthly run never charges that card', async () => {
    const sale = await start(monthlyCode);
    await fillSteps(app, sale);
    const declined = await pay(sale, randomUUID(), {
      paymentType: 't-subscriptions',
      token: 'sbx_rej.cc_rejected_insufficient_amount_visa_9995_chk3',
    });
    expect(declined.status).toBe(201);
    expect(declined.body.data).toMatchObject({
      status: 'DECLINED',
      message: 'La tarjeta no tiene fondos suficientes.',
    });
    const [cancelled] = await query<{ status: string }>('SELECT status FROM sale_subscriptions WHERE sale_id = $1', [
      sale.id,
    ]);
    expect(cancelled!.status).toBe('CANCELED');
    const oneTime = await pay(sale, randomUUID(), { paymentType: 'tdc-one-time', token: CARD_TOKEN });
    expect(oneTime.body.data.status).toBe('OK');
    const view = (await getSale(sale)).body.data;
    expect(view.subscription).toMatchObject({ status: 'CANCELED' });
    expect(view.payments.find((p: { status: string }) => p.status === 'OK')).toMatchObject({
      paymentType: 'tdc-one-time',
    });
  });

  it('refuses a made-up payment type and the monthly card of a product not paid monthly: 400 in Spanish, nothing written', async () => {
    const sale = await start(monthlyCode);
    await fillSteps(app, sale);
    const madeUp = await pay(sale, randomUUID(), { paymentType: 't-subscriptions-gratis' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'El tipo de pago t-subscriptions-gratis no existe.',
    });
    // The one-click type is a back-office operation, never the buyer's.
    const oneClick = await pay(sale, randomUUID(), { paymentType: 't-subscriptions-one-click', token: CARD_TOKEN });
    expect(oneClick.status).toBe(400);
    expect(await written(sale.id)).toEqual({ payments: 0, subscriptions: 0, charges: 0 });

    const yearly = await yearlySale();
    await fillSteps(app, yearly);
    for (const body of [{ paymentType: 't-subscriptions' }, { paymentType: 'tdc-subscriptions', token: CARD_TOKEN }]) {
      const refused = await pay(yearly, randomUUID(), body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        'Este seguro no se paga mensualmente: el pago automático mensual con tarjeta no está disponible.',
      );
    }
    expect(await written(yearly.id)).toEqual({ payments: 0, subscriptions: 0, charges: 0 });
    // The one-time card still pays it.
    const oneTime = await pay(yearly, randomUUID(), { paymentType: 'tdc-one-time', token: CARD_TOKEN });
    expect(oneTime.body.data.status).toBe('OK');
  });

  /** A sale of a product paid yearly: the sample's own when it has one, else a monthly sale the catalogue re-priced yearly. */
  async function yearlySale(): Promise<StartedSale> {
    if (yearlyCode) return start(yearlyCode);
    const sale = await start(monthlyCode);
    await runtime.sequelize.query('UPDATE sales SET periodicity_months = 12 WHERE id = $1', { bind: [sale.id] });
    return sale;
  }
});
