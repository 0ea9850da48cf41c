import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '../../../platform/outbox/integration-events.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { InsuredActivated, InsuredExcluded, PolicyActivated } from '../../policies/index.js';
import type { DeletePayment } from '../application/delete-payment.js';
import type { RecordPayment } from '../application/record-payment.js';
import type { RefreshOpenPeriodsUf } from '../application/refresh-open-periods-uf.js';
import type { StoreFile } from '../application/store-file.js';
import { BILLING } from '../tokens.js';
import { billingOnlyPublisher } from '../testing/billing-only-publisher.js';
import type { BillingSchedules } from './schedules.js';
import { patience } from '../../../platform/testing/patience.js';

type Payload<E extends { payload: unknown }> = E['payload'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const STAFF = { id: null, scope: { kind: 'all' as const } };

const policy = (overrides: Partial<Payload<PolicyActivated>>): Payload<PolicyActivated> => ({
  policyId: 0,
  policyNumber: '',
  clientOrganizationId: 601,
  clientOrganizationName: 'Minera Norte SpA',
  billingEmail: 'pagos@norte.cl',
  insurerId: 3,
  productId: 77,
  periodicityMonths: 1,
  startDate: '2026-01-01',
  endDate: null,
  monthlyPremium: { amount: '30000', currency: 'CLP' },
  premiumBasis: 'per-insured',
  saleId: null,
  renewalOf: null,
  ...overrides,
});

interface PeriodRow {
  id: string;
  seq: number;
  amount: string;
  amount_clp: string;
  uf_value: string | null;
  uf_date: string | null;
  paid_clp: string;
  credit_clp: string;
  credit_out_clp: string;
  status: string;
}

describe('credits from reduced paid periods and the UF refresh of open periods (real Postgres, Redis, workers)', () => {
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
  const periodsOf = (policyId: number) =>
    query<PeriodRow>(
      `SELECT id, seq, amount::text, amount_clp, uf_value::text, uf_date::text, paid_clp, credit_clp, credit_out_clp,
              status FROM billing_periods WHERE policy_id = $1 ORDER BY seq`,
      [policyId],
    );
  async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = patience(20_000)): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const money = (row: PeriodRow | undefined) =>
    row && {
      amountClp: Number(row.amount_clp),
      paid: Number(row.paid_clp),
      credit: Number(row.credit_clp),
      creditOut: Number(row.credit_out_clp),
      status: row.status,
    };
  async function pay(periodId: string, amountClp: number): Promise<number> {
    const receipt = await runtime.container.get<StoreFile>(Symbol.for('billing.StoreFile')).execute({
      purpose: 'payment-receipt',
      filename: 'transferencia.pdf',
      contentType: 'application/pdf',
      data: PDF,
      organizationId: null,
      uploadedBy: null,
    });
    await runtime.container
      .get<RecordPayment>(BILLING.RecordPayment)
      .execute(
        { periodId: Number(periodId), amountClp, paidAt: '2026-01-05', receiptFileId: receipt.id, note: null },
        STAFF,
      );
    const [payment] = await query<{ id: string }>('SELECT max(id) AS id FROM billing_payments WHERE period_id = $1', [
      periodId,
    ]);
    return Number(payment!.id);
  }

  it('turns what a paid period no longer owes after an exclusion into a credit on the next period', async () => {
    const activated = (insuredId: number) =>
      newEvent('InsuredActivated', {
        policyId: 3001,
        insuredId,
        rut: `${insuredId}-K`,
        startDate: '2026-01-01',
      } satisfies Payload<InsuredActivated>);
    await publish(newEvent('PolicyActivated', policy({ policyId: 3001, policyNumber: 'CRE-1' })));
    await publish(activated(1), activated(2), activated(3));
    const opened = await waitFor(
      () => periodsOf(3001),
      (rows) => rows.length === 12 && rows.every((row) => row.amount_clp === '90000'),
    );
    await pay(opened[0]!.id, 90_000);
    expect(money((await periodsOf(3001))[0])).toEqual({
      amountClp: 90_000,
      paid: 90_000,
      credit: 0,
      creditOut: 0,
      status: 'PAID',
    });

    // January was paid for three people; the third is excluded from 16 January: 60,000 + 30,000 × 15/31.
    const exclude = (insuredId: number, exclusionDate: string) =>
      newEvent('InsuredExcluded', {
        policyId: 3001,
        insuredId,
        rut: `${insuredId}-K`,
        exclusionDate,
        reason: 'Renuncia',
      } satisfies Payload<InsuredExcluded>);
    await publish(exclude(3, '2026-01-16'));
    let periods = await waitFor(
      () => periodsOf(3001),
      (rows) => rows[0]?.amount_clp === '74516',
    );
    expect(money(periods[0])).toEqual({
      amountClp: 74_516,
      paid: 90_000,
      credit: 0,
      creditOut: 15_484,
      status: 'PAID',
    });
    expect(money(periods[1])).toEqual({ amountClp: 60_000, paid: 0, credit: 15_484, creditOut: 0, status: 'PARTIAL' });
    expect(money(periods[2])).toMatchObject({ amountClp: 60_000, credit: 0, status: 'PENDING' });
    const view = await runtime.container
      .get<{ period(id: number, scope: unknown, today: string): Promise<{ balanceClp: number } | null> }>(
        BILLING.Queries,
      )
      .period(Number(periods[1]!.id), { kind: 'all' }, '2026-02-01');
    expect(view?.balanceClp).toBe(44_516);

    // February is paid to the peso with the credit; then the second person leaves from 1 February: February's
    // payment is now more than it owes, and the credit goes on to March.
    const february = await pay(periods[1]!.id, 44_516);
    expect(money((await periodsOf(3001))[1])).toMatchObject({ credit: 15_484, status: 'PAID', creditOut: 0 });
    await publish(exclude(2, '2026-02-01'));
    periods = await waitFor(
      () => periodsOf(3001),
      (rows) => rows[1]?.amount_clp === '30000',
    );
    expect(money(periods[1])).toEqual({
      amountClp: 30_000,
      paid: 44_516,
      credit: 0,
      creditOut: 30_000,
      status: 'PAID',
    });
    expect(money(periods[2])).toEqual({ amountClp: 30_000, paid: 0, credit: 30_000, creditOut: 0, status: 'PAID' });
    expect(money(periods[3])).toMatchObject({ credit: 0, status: 'PENDING' });

    // Deleting February's payment takes back the credit it gave.
    await runtime.container.get<DeletePayment>(BILLING.DeletePayment).execute(february, { kind: 'all' });
    periods = await periodsOf(3001);
    expect(money(periods[1])).toEqual({ amountClp: 30_000, paid: 0, credit: 15_484, creditOut: 0, status: 'PARTIAL' });
    expect(money(periods[2])).toEqual({ amountClp: 30_000, paid: 0, credit: 0, creditOut: 0, status: 'PENDING' });
  });

  it("carries the credit left after a policy's last period to its renewal (PolicyActivated with renewalOf)", async () => {
    const person = (policyId: number, startDate: string) =>
      newEvent('InsuredActivated', {
        policyId,
        insuredId: 1,
        rut: '1-9',
        startDate,
      } satisfies Payload<InsuredActivated>);
    await publish(
      newEvent('PolicyActivated', policy({ policyId: 5001, policyNumber: 'REN-1', endDate: '2026-03-31' })),
      person(5001, '2026-01-01'),
    );
    const first = await waitFor(
      () => periodsOf(5001),
      (rows) => rows.length === 3 && rows.every((row) => row.amount_clp === '30000'),
    );
    // March, the last period, is paid 45,000 for 30,000: 15,000 left in the client's favour.
    const march = await pay(first[2]!.id, 45_000);
    expect(money((await periodsOf(5001))[2])).toMatchObject({ creditOut: 15_000, status: 'PAID' });

    // The renewal is activated: its first period starts with that credit.
    await publish(
      newEvent(
        'PolicyActivated',
        policy({
          policyId: 5002,
          policyNumber: 'REN-2',
          startDate: '2026-04-01',
          endDate: '2026-06-30',
          renewalOf: 5001,
        }),
      ),
      person(5002, '2026-04-01'),
    );
    let renewal = await waitFor(
      () => periodsOf(5002),
      (rows) => rows.length === 3 && rows.every((row) => row.amount_clp === '30000'),
    );
    expect(renewal.map(money)).toEqual([
      { amountClp: 30_000, paid: 0, credit: 15_000, creditOut: 0, status: 'PARTIAL' },
      { amountClp: 30_000, paid: 0, credit: 0, creditOut: 0, status: 'PENDING' },
      { amountClp: 30_000, paid: 0, credit: 0, creditOut: 0, status: 'PENDING' },
    ]);

    // February overpaid later: the old policy's closing credit grows to 45,000 and the renewal follows.
    await pay(first[1]!.id, 60_000);
    expect(money((await periodsOf(5001))[2])).toMatchObject({ creditOut: 45_000 });
    renewal = await periodsOf(5002);
    expect(renewal.map((row) => [money(row)!.credit, money(row)!.status])).toEqual([
      [30_000, 'PAID'],
      [15_000, 'PARTIAL'],
      [0, 'PENDING'],
    ]);

    // March's payment deleted: February's 30,000 excess pays March and nothing is left for the renewal.
    await runtime.container.get<DeletePayment>(BILLING.DeletePayment).execute(march, { kind: 'all' });
    expect(money((await periodsOf(5001))[2])).toMatchObject({ credit: 30_000, creditOut: 0, status: 'PAID' });
    expect((await periodsOf(5002)).map((row) => [money(row)!.credit, money(row)!.status])).toEqual([
      [0, 'PENDING'],
      [0, 'PENDING'],
      [0, 'PENDING'],
    ]);
  });

  it('converts open UF periods again when the UF changes, until the UF of their billing date is known', async () => {
    const ufPolicy = (policyId: number) =>
      newEvent(
        'PolicyActivated',
        policy({
          policyId,
          policyNumber: `UF-${policyId}`,
          clientOrganizationId: 602,
          startDate: '2031-01-01',
          endDate: '2031-06-30',
          monthlyPremium: { amount: '2', currency: 'UF' },
          premiumBasis: 'per-policy',
        }),
      );
    // Two policies billed on the same dates: only the second leaves February open.
    await publish(ufPolicy(4001), ufPolicy(4002));
    await waitFor(
      () => periodsOf(4002),
      (rows) => rows.length === 6,
    );
    const opened = await waitFor(
      () => periodsOf(4001),
      (rows) => rows.length === 6,
    );
    // Only the reference UF of 2025 is known: every period is converted with it, provisionally.
    expect(opened.every((row) => row.uf_value === '39214.80' && row.uf_date === '2025-01-01')).toBe(true);
    expect(opened[0]!.amount_clp).toBe('78430');
    await pay(opened[1]!.id, 78_430); // February paid in advance: it keeps its conversion.
    await pay(opened[2]!.id, 50_000); // March partly paid: it follows the UF.

    await runtime.sequelize.query("INSERT INTO uf_rates (date, value, source) VALUES ('2030-12-31', 40000, 'test')");
    const schedules = runtime.container.get<BillingSchedules>(BILLING.Schedules);
    await schedules.runNow('uf-refresh');
    await waitFor(
      () => query<{ status: string }>("SELECT status FROM billing_job_runs WHERE schedule = 'uf-refresh'"),
      (rows) => rows[0]?.status === 'OK',
    );
    let periods = await periodsOf(4001);
    expect(periods.map((row) => [row.uf_value, row.uf_date, row.amount_clp, row.status])).toEqual([
      ['40000.00', '2030-12-31', '80000', 'PENDING'],
      ['39214.80', '2025-01-01', '78430', 'PAID'],
      ['40000.00', '2030-12-31', '80000', 'PARTIAL'],
      ['40000.00', '2030-12-31', '80000', 'PENDING'],
      ['40000.00', '2030-12-31', '80000', 'PENDING'],
      ['40000.00', '2030-12-31', '80000', 'PENDING'],
    ]);
    const [run] = await query<{ counts: Record<string, number> }>(
      "SELECT counts FROM billing_job_runs WHERE schedule = 'uf-refresh'",
    );
    expect(run!.counts).toMatchObject({ policies: 2, periods: 11 });
    expect((await periodsOf(4002))[1]).toMatchObject({ uf_value: '40000.00', amount_clp: '80000', status: 'PENDING' });

    // January's own UF is published: final for January. A much lower UF on 1 March makes March's partial
    // payment more than it owes: March is PAID and the difference is a credit on April.
    await runtime.sequelize.query(
      "INSERT INTO uf_rates (date, value, source) VALUES ('2031-01-01', 40100, 'test'), ('2031-03-01', 24000, 'test')",
    );
    const refresh = runtime.container.get<RefreshOpenPeriodsUf>(BILLING.RefreshOpenPeriodsUf);
    expect(await refresh.execute()).toMatchObject({ policies: 2, periods: 11 });
    periods = await periodsOf(4001);
    expect(periods.map((row) => [row.uf_value, row.uf_date, row.amount_clp])).toEqual([
      ['40100.00', '2031-01-01', '80200'],
      ['39214.80', '2025-01-01', '78430'],
      ['24000.00', '2031-03-01', '48000'],
      ['24000.00', '2031-03-01', '48000'],
      ['24000.00', '2031-03-01', '48000'],
      ['24000.00', '2031-03-01', '48000'],
    ]);
    expect(money(periods[2])).toEqual({ amountClp: 48_000, paid: 50_000, credit: 0, creditOut: 2_000, status: 'PAID' });
    expect(money(periods[3])).toEqual({ amountClp: 48_000, paid: 0, credit: 2_000, creditOut: 0, status: 'PARTIAL' });
    expect((await periodsOf(4002)).map((row) => row.amount_clp)).toEqual([
      '80200',
      '80200',
      '48000',
      '48000',
      '48000',
      '48000',
    ]);

    // Nothing changed since: a second run touches nothing. A UF of 2 January reaches the open February of the
    // second policy, never January (final) nor the paid February of the first.
    expect(await refresh.execute()).toMatchObject({ policies: 0, periods: 0 });
    await runtime.sequelize.query("INSERT INTO uf_rates (date, value, source) VALUES ('2031-01-02', 41000, 'test')");
    expect(await refresh.execute()).toMatchObject({ policies: 1, periods: 1 });
    expect((await periodsOf(4002)).slice(0, 2).map((row) => [row.uf_value, row.amount_clp])).toEqual([
      ['40100.00', '80200'],
      ['41000.00', '82000'],
    ]);
    expect((await periodsOf(4001)).slice(0, 2).map((row) => [row.uf_value, row.amount_clp])).toEqual([
      ['40100.00', '80200'],
      ['39214.80', '78430'],
    ]);
  });
});
