import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, type EventPublisher, type IntegrationEvent } from '../../../platform/outbox/integration-events.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { BILLING, type RunArrearsReminders } from '../../billing/index.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';
import { chileanDate } from '../../pricing/index.js';
import { purchaseSummary, type PurchaseFacts } from '../domain/purchase-summary.js';
import {
  APPROVED_TOKEN,
  fillSteps,
  purchasableProduct,
  startSale,
  TITULAR,
  type StartedSale,
} from './sales-test-support.js';
import { patience } from '../../../platform/testing/patience.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/**
 * The transaction side end to end with the real workers (issue 25 holes 3 and 5): a purchase becomes a policy
 * and billing periods, and the buyer gets one confirmation e-mail; a back-office refund then cancels the policy,
 * reverses the payment, voids the periods, stops the reminders and tells the buyer.
 */
describe('purchase -> confirmation e-mail; refund -> policy cancelled, billing voided, buyer told (outbox, BullMQ)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let sale: StartedSale;
  let paymentId: string;
  let policyId: number;

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = patience(25_000)): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const mails = (key: string) =>
    query<{ to_address: string; subject: string; text_body: string }>(
      'SELECT to_address, subject, text_body FROM mail_messages WHERE idempotency_key = $1',
      [key],
    );
  const outboxIdle = () =>
    waitFor(
      () => query<{ n: string }>('SELECT count(*) AS n FROM outbox_messages WHERE dispatched_at IS NULL'),
      (rows) => rows[0]?.n === '0',
    );
  const queuesIdle = async () => {
    for (const name of ['sales-events', 'sales-mail', 'policies-events', 'billing-events', 'billing-email']) {
      await waitFor(
        () => runtime.queues.get(name).getJobCounts('waiting', 'active', 'delayed'),
        (c) => (c.waiting ?? 0) + (c.active ?? 0) + (c.delayed ?? 0) === 0,
      );
    }
  };
  /** Publishes again, through the outbox, an event already delivered (a relay retry or a duplicate publish). */
  async function redeliver(jobName: string, queue: string): Promise<IntegrationEvent> {
    const [row] = await query<{ payload: IntegrationEvent }>(
      'SELECT payload FROM outbox_messages WHERE job_name = $1 AND queue = $2 ORDER BY id LIMIT 1',
      [jobName, queue],
    );
    await runtime.sequelize.query(`INSERT INTO outbox_messages (queue, job_name, payload) VALUES ($1, $2, $3::jsonb)`, {
      bind: [queue, jobName, JSON.stringify(row!.payload)],
    });
    return row!.payload;
  }

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 });
    app = runtime.createHttpApp();
    runtime.startBackground();
    sale = await startSale(app, await purchasableProduct(app, runtime));
    await fillSteps(app, sale);
    const payment = await request(app)
      .post(`/api/sales/${sale.id}/payments`)
      .set('x-sale-token', sale.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 'tdc-one-time', token: APPROVED_TOKEN });
    expect(payment.body.data.status).toBe('OK');
    paymentId = payment.body.data.id;
  }, 180_000);
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('sends the buyer one confirmation e-mail once the policy exists, with the lines the page shows', async () => {
    const [policy] = await waitFor(
      () => query<{ id: string; number: string }>('SELECT id, number FROM policies WHERE sale_id = $1', [sale.id]),
      (rows) => rows.length === 1,
    );
    policyId = Number(policy!.id);
    const [mail] = await waitFor(
      () => mails(`sale-confirmation:${sale.id}`),
      (rows) => rows.length === 1,
    );
    expect(mail!.to_address).toBe(TITULAR.email);
    expect(mail!.subject).toContain(policy!.number);

    // PolicyActivated delivered twice more (the same event, and the same facts under a new event id): still one.
    const event = await redeliver('PolicyActivated', 'sales-events');
    await runtime.sequelize.transaction((tx) =>
      runtime.container
        .get<EventPublisher>(PLATFORM.EventPublisher)
        .publish(tx, newEvent('PolicyActivated', event.payload)),
    );
    await outboxIdle();
    await queuesIdle();
    expect(await mails(`sale-confirmation:${sale.id}`)).toHaveLength(1);
    const [{ n }] = (await query<{ n: string }>(
      "SELECT count(*) AS n FROM mail_messages WHERE idempotency_key LIKE 'sale-confirmation:%'",
    )) as [{ n: string }];
    expect(n).toBe('1');

    // The page's lines (the API's facts through the same domain function) are in the e-mail, word for word.
    const shown = (await request(app).get(`/api/sales/${sale.id}`).set('x-sale-token', sale.token)).body.data;
    expect(shown.policy).toMatchObject({ policyNumber: policy!.number });
    const paid = shown.payments[0];
    const facts: PurchaseFacts = {
      productName: shown.productName ?? shown.productCode,
      insurerName: shown.policy.insurerName,
      policyNumber: shown.policy.policyNumber,
      policyStartDate: shown.policy.startDate,
      paid: { amount: paid.amount, currency: paid.currency },
      periodicityMonths: shown.periodicityMonths,
      paymentType: paid.paymentType,
      card: paid.card ?? null,
      providerReference: paid.providerReference ?? null,
      // The company's contact address, as the site shows it (the sample data's, labelled as an example).
      contactEmail: (await request(app).get('/api/company')).body.data.contactEmail,
    };
    const summary = purchaseSummary(facts);
    expect(summary.lines.map((l) => l.label)).toEqual([
      'Seguro',
      'Aseguradora',
      'N° de póliza',
      'Inicio de vigencia',
      'Monto pagado',
      'Medio de pago',
      'Referencia del pago',
    ]);
    for (const line of summary.lines) expect(mail!.text_body).toContain(`${line.label}: ${line.value}`);
    for (const line of [...summary.next, summary.contact]) expect(mail!.text_body).toContain(line);
  });

  it('a back-office refund cancels the policy, reverses the payment, voids the periods, stops reminders, mails once', async () => {
    await waitFor(
      () =>
        query<{ status: string }>('SELECT status FROM billing_periods WHERE policy_id = $1 ORDER BY seq', [policyId]),
      (rows) => rows.length > 0 && rows[0]!.status === 'PAID',
    );
    const admin = await staffToken(runtime, app, 'ADMIN');
    const refunded = await request(app)
      .post(`/api/admin/sales/${sale.id}/payments/${paymentId}/refund`)
      .set({ Authorization: `Bearer ${admin}` });
    expect(refunded.body.data.status).toBe('REFUND');
    const today = chileanDate(new Date());

    // The sale shows the refund at once (same transaction as the payment's REFUND).
    const [saleRow] = await query<{ status: string }>('SELECT status FROM sales WHERE id = $1', [sale.id]);
    expect(saleRow!.status).toBe('SUBS_CANCELLED_WITHOUT_PAYMENT');

    // Policies: CANCELED from the refund day, with a history row and its insured people cancelled.
    await waitFor(
      () => query<{ status: string }>('SELECT status FROM policies WHERE id = $1', [policyId]),
      (rows) => rows[0]?.status === 'CANCELED',
    );
    const history = await query<{ action: string; changes: Record<string, unknown> }>(
      "SELECT action, changes FROM policy_history WHERE policy_id = $1 AND action = 'refund'",
      [policyId],
    );
    expect(history).toHaveLength(1);
    expect(history[0]!.changes).toMatchObject({ from: 'ACTIVE', to: 'CANCELED', canceledFrom: today, paymentId });
    const members = await query<{ status: string; exclusion_date: string }>(
      "SELECT status, to_char(exclusion_date, 'YYYY-MM-DD') AS exclusion_date FROM policy_memberships WHERE policy_id = $1",
      [policyId],
    );
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.status === 'CANCELED' && m.exclusion_date === today)).toBe(true);

    // Billing: the payment reversed, every period void (none was due yet), the policy marked refunded.
    const periods = await waitFor(
      () =>
        query<{ status: string; paid_clp: string }>(
          'SELECT status, paid_clp FROM billing_periods WHERE policy_id = $1 ORDER BY seq',
          [policyId],
        ),
      (rows) => rows.length > 0 && rows.every((p) => p.status === 'NA'),
    );
    expect(periods[0]!.paid_clp).toBe('0');
    const [payment] = await query<{ reversed: boolean }>(
      'SELECT reversed_at IS NOT NULL AS reversed FROM billing_payments WHERE external_id = $1',
      [paymentId],
    );
    expect(payment!.reversed).toBe(true);

    // The buyer is told once, even when SaleRefunded and PolicyCanceled are delivered again.
    const [notice] = await waitFor(
      () => mails(`billing-refund-notice-${paymentId}`),
      (rows) => rows.length === 1,
    );
    expect(notice!.to_address).toBe(TITULAR.email);
    expect(notice!.text_body).toContain('No te cobraremos más cuotas');
    await redeliver('SaleRefunded', 'policies-events');
    await redeliver('PolicyCanceled', 'billing-events');
    await outboxIdle();
    await queuesIdle();
    expect(await mails(`billing-refund-notice-${paymentId}`)).toHaveLength(1);
    expect(
      await query("SELECT 1 FROM policy_history WHERE policy_id = $1 AND action = 'refund'", [policyId]),
    ).toHaveLength(1);

    // No reminder for the policy, even a year on.
    const inAYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await runtime.container.get<RunArrearsReminders>(BILLING.RunArrearsReminders).execute(inAYear);
    expect(
      await query(
        'SELECT 1 FROM billing_reminders r JOIN billing_periods p ON p.id = r.period_id WHERE p.policy_id = $1',
        [policyId],
      ),
    ).toHaveLength(0);
  });
});
