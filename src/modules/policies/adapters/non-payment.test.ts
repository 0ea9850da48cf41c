import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, type EventPublisher } from '../../../platform/outbox/integration-events.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { PaymentPeriodLate, PaymentPeriodSettled } from '../../billing/contracts.js';
import type { SaleCompleted } from '../../sales/index.js';
import { rutFor } from '../testing/people-generator.js';
import { NON_PAYMENT_CONSUMER } from '../tokens.js';

/**
 * Billing's PaymentPeriodLate and PaymentPeriodSettled -> the policy's non-payment rules (issue 28), through the
 * outbox, BullMQ and the real Postgres: each event handled once (a re-delivery, or the same lateness published
 * again under a new id, changes nothing), the policy "en mora" while a late period is unpaid, its history telling
 * each step, its status untouched.
 */
describe('non-payment of a policy: PaymentPeriodLate / PaymentPeriodSettled (outbox, BullMQ, handled once)', () => {
  let runtime: TestRuntime;
  let policyId: number;
  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const publish = async (...events: (PaymentPeriodLate | PaymentPeriodSettled | SaleCompleted)[]) => {
    const publisher = runtime.container.get<EventPublisher>(PLATFORM.EventPublisher);
    for (const event of events) await runtime.sequelize.transaction((tx) => publisher.publish(tx, event));
  };
  const handled = async () =>
    Number(
      (
        await query<{ n: string }>('SELECT count(*) AS n FROM processed_events WHERE consumer = $1', [
          NON_PAYMENT_CONSUMER,
        ])
      )[0]!.n,
    );
  const completedJobs = async () =>
    (await runtime.queues.get('policies-billing-events').getJobCounts('completed')).completed;
  const history = () =>
    query<{ action: string; user_name: string; changes: Record<string, unknown> }>(
      `SELECT action, user_name, changes FROM policy_history WHERE policy_id = $1 AND action LIKE 'non-payment%'
        ORDER BY id`,
      [policyId],
    );
  const openLate = () =>
    query<{ period_id: string }>(
      'SELECT period_id FROM policy_late_periods WHERE policy_id = $1 AND settled_at IS NULL ORDER BY period_id',
      [policyId],
    ).then((rows) => rows.map((row) => Number(row.period_id)));
  const late = (periodId: number, seq: number): PaymentPeriodLate =>
    newEvent('PaymentPeriodLate', {
      periodId,
      policyId,
      seq,
      dueDate: '2027-01-10',
      owedClp: 41_500,
      lateAt: '2027-01-09T12:00:00.000Z',
    });
  const settled = (periodId: number, seq: number): PaymentPeriodSettled =>
    newEvent('PaymentPeriodSettled', {
      periodId,
      policyId,
      seq,
      paidClp: 41_500,
      settledAt: '2027-01-12T12:00:00.000Z',
    });

  beforeAll(async () => {
    runtime = await createTestRuntime();
    runtime.startBackground();
    await publish(
      newEvent('SaleCompleted', {
        saleId: 'sale-mora-1',
        productId: 42,
        productCode: 'QPS230',
        productName: 'Seguro de salud Plus',
        insurerId: 3,
        buyer: { rut: rutFor(11), firstName: 'Ana', paternalSurname: 'Pérez', relationship: 'TITULAR' },
        insured: [{ rut: rutFor(11), firstName: 'Ana', paternalSurname: 'Pérez', relationship: 'TITULAR' }],
        premium: { amount: '1.0', currency: 'UF' },
        periodicityMonths: 1,
        payment: {
          paymentId: 'pay-mora-1',
          provider: 'sandbox',
          amount: { amount: '39000', currency: 'CLP' },
          paidAt: '2026-11-23T10:00:00.000Z',
        },
        completedAt: '2026-11-23T10:00:00.000Z',
      }) as SaleCompleted,
    );
    const [policy] = await waitUntil(
      'the policy of the sale',
      () => query<{ id: number }>("SELECT id FROM policies WHERE sale_id = 'sale-mora-1'"),
      (rows) => rows.length === 1,
    );
    policyId = policy!.id;
  }, patience(120_000));
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('records a late period once, however often it is delivered or published again', async () => {
    const first = late(9001, 3);
    // The same event twice (a relay retry) and the same lateness under a new event id (a re-publish).
    await publish(first, first, late(9001, 3));
    await waitUntil('three deliveries handled', completedJobs, (n) => n === 3);
    expect(await handled()).toBe(2); // two distinct event ids
    expect(await openLate()).toEqual([9001]);
    expect(await history()).toEqual([
      {
        action: 'non-payment',
        user_name: 'Cobranza (pago automático)',
        changes: { periodId: 9001, seq: 3, dueDate: '2027-01-10', owedClp: 41_500, firstInArrears: true },
      },
    ]);
    const [policy] = await query<{ status: string }>('SELECT status FROM policies WHERE id = $1', [policyId]);
    expect(policy!.status).toBe('ACTIVE');
  });

  it('a second late period keeps the arrears; paying both ends them, the last one saying so', async () => {
    await publish(late(9002, 4));
    await waitUntil('second late period', openLate, (rows) => rows.length === 2);
    await publish(settled(9001, 3));
    await waitUntil('first late period paid', openLate, (rows) => rows.length === 1);
    await publish(settled(9002, 4));
    await waitUntil('no late period left', openLate, (rows) => rows.length === 0);
    const rows = await history();
    expect(rows.map((row) => [row.action, row.changes.firstInArrears ?? row.changes.arrearsEnded])).toEqual([
      ['non-payment', true],
      ['non-payment', false],
      ['non-payment-cleared', false],
      ['non-payment-cleared', true],
    ]);
  });

  it('ignores a settled period that was never late, and lateness of an unknown policy', async () => {
    const before = await history();
    await publish(settled(9003, 5));
    await publish(newEvent('PaymentPeriodLate', { ...late(9004, 6).payload, policyId: 987_654 }) as PaymentPeriodLate);
    await waitUntil('both handled', completedJobs, (n) => n === 8);
    expect(await history()).toEqual(before);
    expect(await query('SELECT 1 FROM policy_late_periods WHERE period_id IN (9003, 9004)')).toEqual([]);
  });
});
