import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '../../../platform/outbox/integration-events.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { InsuredActivated, InsuredExcluded, PolicyActivated, PolicyCanceled } from '../../policies/index.js';
import type { SaleCompleted } from '../../sales/index.js';
import { billingOnlyPublisher } from '../testing/billing-only-publisher.js';
import { BILLING_CONSUMER } from '../tokens.js';
import { patience } from '../../../platform/testing/patience.js';

type Payload<E extends { payload: unknown }> = E['payload'];

const policy = (overrides: Partial<Payload<PolicyActivated>> = {}): Payload<PolicyActivated> => ({
  policyId: 1001,
  policyNumber: 'COL-1001',
  clientOrganizationId: 501,
  clientOrganizationName: 'Constructora Andes SpA',
  billingEmail: 'pagos@andes.cl',
  insurerId: 3,
  productId: 77,
  periodicityMonths: 1,
  startDate: '2026-01-01',
  endDate: null,
  monthlyPremium: { amount: '1.25', currency: 'UF' },
  premiumBasis: 'per-insured',
  saleId: null,
  renewalOf: null,
  ...overrides,
});

const sale = (saleId: string, amount: string): Payload<SaleCompleted> => ({
  saleId,
  productId: 9,
  productCode: 'VIDA-1',
  productName: 'Vida Simple',
  insurerId: 4,
  buyer: {
    rut: '12.345.678-5',
    firstName: 'Ana',
    paternalSurname: 'Pérez',
    email: 'ana@correo.cl',
    relationship: 'TITULAR',
  },
  insured: [],
  premium: { amount, currency: 'CLP' },
  periodicityMonths: 1,
  payment: {
    paymentId: `pay-${saleId}`,
    provider: 'kushki_ad',
    amount: { amount, currency: 'CLP' },
    paidAt: '2026-02-01T10:00:00Z',
  },
  completedAt: '2026-02-01T10:00:00Z',
});

describe('billing consumes the policies and sales events (real Postgres, Redis, outbox and workers)', () => {
  let runtime: TestRuntime;
  let publish: ReturnType<typeof billingOnlyPublisher>;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    runtime.startBackground();
    publish = billingOnlyPublisher(runtime);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = patience(20_000)): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const periodsOf = (policyId: number) =>
    query<{
      seq: number;
      amount: string;
      currency: string;
      amount_clp: string;
      insured_count: number;
      status: string;
      prorated: boolean;
      paid_clp: string;
      uf_value: string;
    }>(
      `SELECT seq, amount::text, currency, amount_clp, insured_count, status, prorated, paid_clp, uf_value::text
         FROM billing_periods WHERE policy_id = $1 ORDER BY seq`,
      [policyId],
    );

  it('opens a year of monthly periods from PolicyActivated and prorates insured people activated mid-period', async () => {
    const activated = (insuredId: number, startDate: string) =>
      newEvent('InsuredActivated', {
        policyId: 1001,
        insuredId,
        rut: `${insuredId}-K`,
        startDate,
      } satisfies Payload<InsuredActivated>);
    await publish(newEvent('PolicyActivated', policy()));
    await publish(activated(1, '2026-01-01'), activated(2, '2025-12-15'), activated(3, '2026-01-16'));

    const periods = await waitFor(
      () => periodsOf(1001),
      (rows) => rows.length === 12 && rows[0]?.insured_count === 3,
    );
    // January: 2 people the whole month + 1.25 × 16/31 = 3.14516… -> 3.1452 UF, at the UF of 1 Jan (39214.8).
    expect(periods[0]).toMatchObject({
      amount: '3.1452',
      currency: 'UF',
      prorated: true,
      uf_value: '39214.80',
      status: 'PENDING',
    });
    expect(Number(periods[0]!.amount_clp)).toBe(123338); // 3.1452 × 39214.8 = 123338.39…
    expect(periods[1]).toMatchObject({ amount: '3.7500', insured_count: 3, prorated: false });
    const [preinvoices] = await query<{ count: string }>(
      'SELECT count(*) FROM billing_preinvoices WHERE organization_id = 501',
    );
    expect(Number(preinvoices!.count)).toBe(12);
  });

  it('prorates an exclusion and handles a re-delivered event once', async () => {
    const excluded = newEvent('InsuredExcluded', {
      policyId: 1001,
      insuredId: 2,
      rut: '2-K',
      exclusionDate: '2026-03-11',
      reason: 'Renuncia',
    } satisfies Payload<InsuredExcluded>);
    await publish(excluded);
    await publish(excluded); // the same event id again (a publisher retry)
    const periods = await waitFor(
      () => periodsOf(1001),
      (rows) => rows[3]?.insured_count === 2,
    );
    // March: 2 × 1.25 + 1.25 × 10/31 = 2.90322… -> 2.9032; April on: 2 people.
    expect(periods[2]).toMatchObject({ amount: '2.9032', insured_count: 3, prorated: true });
    expect(periods[3]).toMatchObject({ amount: '2.5000', insured_count: 2 });
    await waitFor(
      () =>
        query<{ count: string }>(
          "SELECT count(*) FROM outbox_messages WHERE job_name = 'InsuredExcluded' AND dispatched_at IS NULL",
        ),
      (rows) => rows[0]?.count === '0',
    );
    const handled = await waitFor(
      () => query<{ count: string }>('SELECT count(*) FROM processed_events WHERE event_id = $1', [excluded.eventId]),
      (rows) => rows[0]?.count === '1',
    );
    expect(handled[0]!.count).toBe('1');
  });

  it('stops charging from the cancellation date: the period is prorated, later periods are NA', async () => {
    await publish(
      newEvent('PolicyCanceled', { policyId: 1001, canceledAt: '2026-07-16' } satisfies Payload<PolicyCanceled>),
    );
    const periods = await waitFor(
      () => periodsOf(1001),
      (rows) => rows[7]?.status === 'NA',
    );
    // July: 2 people for 15 of 31 days = 2.5 × 15/31 = 1.20967… -> 1.2097
    expect(periods[6]).toMatchObject({ amount: '1.2097', status: 'PENDING', prorated: true });
    expect(periods.slice(7).every((p) => p.status === 'NA' && p.amount === '0.0000')).toBe(true);
  });

  it('records the payment a sale collected on the first period, whichever event comes first', async () => {
    // Sale before its policy.
    await publish(newEvent('SaleCompleted', sale('S-1', '29990')));
    await waitFor(
      () => query('SELECT 1 FROM billing_sales WHERE sale_id = $1', ['S-1']),
      (rows) => rows.length === 1,
    );
    const individual = {
      clientOrganizationId: null,
      clientOrganizationName: null,
      billingEmail: null,
      premiumBasis: 'per-policy' as const,
    };
    await publish(
      newEvent(
        'PolicyActivated',
        policy({
          ...individual,
          policyId: 2001,
          policyNumber: 'IND-1',
          saleId: 'S-1',
          startDate: '2026-02-01',
          monthlyPremium: { amount: '29990', currency: 'CLP' },
        }),
      ),
    );
    const first = await waitFor(
      () => periodsOf(2001),
      (rows) => rows[0]?.status === 'PAID',
    );
    expect(first[0]).toMatchObject({ amount: '29990.0000', currency: 'CLP', paid_clp: '29990' });
    expect(first[1]).toMatchObject({ status: 'PENDING', paid_clp: '0' });

    // Policy before its sale; a partial amount leaves the period PARTIAL; the same sale again adds nothing.
    await publish(
      newEvent(
        'PolicyActivated',
        policy({
          ...individual,
          policyId: 2002,
          policyNumber: 'IND-2',
          saleId: 'S-2',
          startDate: '2026-02-01',
          monthlyPremium: { amount: '30000', currency: 'CLP' },
        }),
      ),
    );
    await waitFor(
      () => periodsOf(2002),
      (rows) => rows.length === 12,
    );
    await publish(newEvent('SaleCompleted', sale('S-2', '10000')), newEvent('SaleCompleted', sale('S-2', '10000')));
    const second = await waitFor(
      () => periodsOf(2002),
      (rows) => rows[0]?.status === 'PARTIAL',
    );
    await waitFor(
      () =>
        query<{ count: string }>(
          "SELECT count(*) FROM processed_events WHERE event_type = 'SaleCompleted' AND consumer = $1",
          [BILLING_CONSUMER],
        ),
      (rows) => rows[0]?.count === '3',
    );
    const payments = await query<{ amount_clp: string; method: string }>(
      'SELECT amount_clp, method FROM billing_payments WHERE policy_id = 2002',
    );
    expect(payments).toEqual([{ amount_clp: '10000', method: 'provider' }]);
    expect(second[0]).toMatchObject({ paid_clp: '10000' });
  });
});
