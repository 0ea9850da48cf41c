import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, type EventPublisher } from '../../../platform/outbox/integration-events.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { SaleCompleted } from '../../sales/index.js';
import { rutFor } from '../testing/people-generator.js';
import { patience } from '../../../platform/testing/patience.js';

async function waitFor(probe: () => Promise<boolean>, ms = patience(60_000)) {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SaleCompleted → individual policy (through the outbox and BullMQ, handled once)', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
    runtime.container
      .bind(PLATFORM.EventSubscription)
      .toConstantValue({ eventType: 'PolicyActivated', queue: 'test-billing' });
    runtime.container
      .bind(PLATFORM.EventSubscription)
      .toConstantValue({ eventType: 'InsuredActivated', queue: 'test-billing' });
    runtime.startBackground();
  });
  afterAll(async () => {
    await runtime.dispose();
  });

  it('creates one ACTIVE policy with the buyer and dependants, publishes PolicyActivated, and ignores a re-delivery', async () => {
    const event: SaleCompleted = newEvent('SaleCompleted', {
      saleId: 'sale-123',
      productId: 42,
      productCode: 'QPS230',
      productName: 'Seguro de salud Plus',
      insurerId: 3,
      buyer: {
        rut: rutFor(1),
        firstName: 'Ana',
        paternalSurname: 'Pérez',
        relationship: 'TITULAR',
        email: 'ANA@correo.cl',
      },
      insured: [
        { rut: rutFor(1), firstName: 'Ana', paternalSurname: 'Pérez', relationship: 'TITULAR' },
        { rut: rutFor(2), firstName: 'Luis', paternalSurname: 'Pérez', relationship: 'Hijo', birthDate: '2015-03-02' },
        { rut: rutFor(3), firstName: 'Marta', paternalSurname: 'Rojas', relationship: 'Cónyuge' },
      ],
      premium: { amount: '1.35', currency: 'UF' },
      periodicityMonths: 1,
      payment: {
        paymentId: 'pay-1',
        provider: 'kushki_ad',
        amount: { amount: '52939', currency: 'CLP' },
        paidAt: '2026-11-23T10:00:00.000Z',
      },
      completedAt: '2026-11-23T10:00:00.000Z',
    });
    const publisher = runtime.container.get<EventPublisher>(PLATFORM.EventPublisher);
    // Delivered twice (as a relay retry or a duplicate publish would): handled once.
    await runtime.sequelize.transaction((tx) => publisher.publish(tx, event));
    await runtime.sequelize.transaction((tx) => publisher.publish(tx, event));

    const policies = () =>
      runtime.sequelize.query<{ id: number; status: string; kind: string; sale_id: string; premium_amount: string }>(
        "SELECT id, status, kind, sale_id, premium_amount::text FROM policies WHERE sale_id = 'sale-123'",
        { type: QueryTypes.SELECT },
      );
    await waitFor(async () => (await policies()).length === 1);
    await waitFor(async () => {
      const [row] = await runtime.sequelize.query<{ n: string }>(
        "SELECT count(*) AS n FROM processed_events WHERE consumer = 'policies.sale-completed'",
        { type: QueryTypes.SELECT },
      );
      const [jobs] = await runtime.sequelize.query<{ n: string }>(
        "SELECT count(*) AS n FROM outbox_messages WHERE job_name = 'SaleCompleted' AND dispatched_at IS NULL",
        { type: QueryTypes.SELECT },
      );
      return Number(row?.n) === 1 && Number(jobs?.n) === 0;
    });
    // Both deliveries ran to completion; the second found the event handled.
    await waitFor(async () => (await runtime.queues.get('policies-events').getJobCounts('completed')).completed === 2);

    const [policy] = await policies();
    expect(await policies()).toHaveLength(1);
    expect(policy).toMatchObject({ status: 'ACTIVE', kind: 'individual', premium_amount: '1.3500' });
    const people = await runtime.sequelize.query<{
      rut: string;
      insured_type: string;
      dependant_type: string | null;
      holder: string | null;
      status: string;
    }>(
      `SELECT pe.rut, pe.insured_type, pe.dependant_type, h.rut AS holder, m.status FROM policy_memberships m
         JOIN policy_people pe ON pe.id = m.person_id LEFT JOIN policy_people h ON h.id = pe.holder_id
        WHERE m.policy_id = $1 ORDER BY pe.rut`,
      { bind: [policy!.id], type: QueryTypes.SELECT },
    );
    expect(people).toEqual([
      { rut: rutFor(1), insured_type: 'TITULAR', dependant_type: null, holder: null, status: 'ACTIVE' },
      { rut: rutFor(2), insured_type: 'CARGA', dependant_type: 'HIJO', holder: rutFor(1), status: 'ACTIVE' },
      { rut: rutFor(3), insured_type: 'CARGA', dependant_type: 'CONYUGE', holder: rutFor(1), status: 'ACTIVE' },
    ]);
    const published = await runtime.sequelize.query<{ job_name: string; payload: { payload: { saleId?: string } } }>(
      "SELECT job_name, payload FROM outbox_messages WHERE queue = 'test-billing' ORDER BY id",
      { type: QueryTypes.SELECT },
    );
    expect(published.map((p) => p.job_name)).toEqual([
      'PolicyActivated',
      'InsuredActivated',
      'InsuredActivated',
      'InsuredActivated',
    ]);
    expect(published[0]!.payload.payload.saleId).toBe('sale-123');
  });
});
