import { randomBytes, randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, waitUntil } from '../../../platform/testing/patience.js';
import { TEST_REDIS_URL } from '../../../platform/testing/test-database.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { QueueRegistry } from '../../../platform/queue.js';
import { PLATFORM, systemClock } from '../../../platform/tokens.js';
import { addDays } from '../../billing/domain/dates.js';
import { chileanToday } from '../../pricing/index.js';
import type { ChargeDuePeriods } from '../application/charge-due-periods.js';
import { SALES, SALES_SUBSCRIPTION_CHARGES_QUEUE, SUBSCRIPTION_CHARGE_SCHEDULE_ID } from '../tokens.js';
import { RedisProxy, startApp, type AppProcess } from './process-test-support.js';
import { APPROVED_TOKEN, fillSteps, onlineProductCodes, PROFILE, type StartedSale } from './sales-test-support.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/**
 * The monthly charging run's faults (issue 28, "Faults") with a real worker process (`node src/main.ts`,
 * API and workers, the run's job scheduler every second) on the real Postgres, Redis behind a TCP proxy:
 * - Redis away at the charge hour: nothing runs; when it returns, the run catches up the periods due in the
 *   retry window, and never charges on its own one whose charge date passed longer ago (a person decides);
 * - the worker killed (SIGKILL) with charges in flight: the next run resumes them with their keys and charges
 *   the rest, so every period is charged once and none is skipped.
 * (Two workers at once: subscription-charges.test.ts races two runs on one period.)
 */
describe('monthly card charges survive Redis away and a killed worker (real process)', { timeout: 600_000 }, () => {
  let runtime: TestRuntime;
  let proxy: RedisProxy;
  let worker: AppProcess | null = null;
  let sale: StartedSale;
  let nextPeriodId = 9_000_001;
  const today = chileanToday(systemClock);

  const rows = <T extends object>(sql: string, bind: unknown[] = []) =>
    runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  /** Periods of the sale due on these billing dates, as billing's PaymentPeriodsOpened leaves them in sales. */
  const duePeriods = async (dates: string[]): Promise<number[]> => {
    const ids = dates.map(() => nextPeriodId++);
    await runtime.sequelize.query(
      `INSERT INTO sale_billing_periods (period_id, policy_id, sale_id, seq, billing_date, due_date, amount, currency,
         amount_clp, billing_status)
       SELECT id, 1, $1::uuid, 100 + ord::int, d::date, d::date + 10, 1000, 'CLP', 1000, 'PENDING'
         FROM unnest($2::bigint[], $3::text[]) WITH ORDINALITY AS x(id, d, ord)`,
      { bind: [sale.id, ids, dates] },
    );
    return ids;
  };
  const chargesOf = (ids: number[]) =>
    rows<{ period_id: string; status: string; idempotency_key: string }>(
      'SELECT period_id, status, idempotency_key FROM sale_period_charges WHERE period_id = ANY($1::bigint[])',
      [ids],
    );
  /** The provider's side: every charge it took for these periods (its ledger, keyed by our idempotency key). */
  const providerCharges = (ids: number[]) =>
    rows<{ idempotency_key: string; status: string }>(
      `SELECT idempotency_key, status FROM sandbox_provider_charges
        WHERE idempotency_key = ANY(SELECT 'period-' || x || '-attempt-1' FROM unnest($1::bigint[]) x)`,
      [ids],
    );
  const setCard = (scenario: 'ok' | 'timeout') =>
    runtime.sequelize.query('UPDATE sandbox_provider_enrolments SET scenario = $1', { bind: [scenario] });
  const startWorker = () =>
    startApp({
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: runtime.config.DATABASE_URL!,
      DATABASE_POOL_MAX: '4',
      REDIS_URL: proxy.url,
      QUEUE_PREFIX: runtime.config.QUEUE_PREFIX,
      SUBSCRIPTION_CHARGE_SCHEDULE: '* * * * * *',
      // A charge in flight waits as long as the provider takes: the process dies first.
      PAYMENT_TIMEOUT_MS: '300000',
      PAYMENT_LEASE_MS: '1000',
      OUTBOX_POLL_MS: '100',
    });

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0 }, { PAYMENT_LEASE_MS: '1000' });
    proxy = await RedisProxy.start(TEST_REDIS_URL);
    const app = runtime.createHttpApp();
    for (const code of await onlineProductCodes(runtime)) {
      const started = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
      if (started.status === 201) {
        sale = started.body.data as StartedSale;
        break;
      }
    }
    await fillSteps(app, sale);
    const paid = await request(app)
      .post(`/api/sales/${sale.id}/payments`)
      .set('x-sale-token', sale.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 't-subscriptions', provider: 'sandbox', token: APPROVED_TOKEN });
    expect(paid.body.data.status).toBe('OK');
    worker = await startWorker();
  }, patience(240_000));
  afterAll(async () => {
    await worker?.kill();
    await proxy?.down();
    await runtime?.dispose();
  });

  it('Redis away at the charge hour: catches up when it returns, never a period older than the retry window', async () => {
    await proxy.down();
    const [dueToday, missedThreeDays, stale] = await duePeriods([today, addDays(today, -3), addDays(today, -10)]);
    // Several of the scheduler's seconds pass with Redis away: nothing is charged.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await chargesOf([dueToday!, missedThreeDays!, stale!])).toEqual([]);
    await proxy.up();
    const charged = await waitUntil(
      'the run caught up after Redis came back',
      () => chargesOf([dueToday!, missedThreeDays!, stale!]),
      (found) => found.filter((c) => c.status === 'OK').length === 2,
      { timeoutMs: patience(60_000) },
    );
    expect(charged.map((c) => Number(c.period_id)).sort()).toEqual([dueToday!, missedThreeDays!].sort());
    // More runs (one a second) pass: the stale period is still left to a person.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await chargesOf([stale!])).toEqual([]);
    expect(await providerCharges([stale!])).toEqual([]);
    expect((await providerCharges([dueToday!, missedThreeDays!])).map((c) => c.status)).toEqual([
      'approved',
      'approved',
    ]);
  });

  it('a worker killed mid-run: the next run charges every period once, none twice, none skipped', async () => {
    // The card's answers now take longer than the process lives: charges stay in flight when it dies.
    await setCard('timeout');
    const ids = await duePeriods(Array.from({ length: 20 }, () => today));
    // Killed once the provider has taken some charges whose answers the process still waits for.
    const taken = await waitUntil(
      'charges taken by the provider, unanswered in the worker',
      () => providerCharges(ids),
      (found) => found.length >= 4,
      { timeoutMs: patience(60_000) },
    );
    await worker!.kill();
    worker = null;
    const atDeath = await chargesOf(ids);
    expect(atDeath.every((c) => c.status === 'PENDING')).toBe(true);
    // Some were never begun: the run died in the middle.
    expect(atDeath.length).toBeLessThan(ids.length);
    const takenAtDeath = await providerCharges(ids);
    expect(takenAtDeath.length).toBeGreaterThanOrEqual(taken.length);
    expect(takenAtDeath.length).toBeLessThanOrEqual(atDeath.length);

    await setCard('ok');
    // Once the dead process's leases ran out, the next run (here, the test's own) resumes and finishes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const counts = await runtime.container.get<ChargeDuePeriods>(SALES.ChargeDuePeriods).execute(today);
    expect(counts.resumed).toBe(atDeath.length);
    const after = await chargesOf(ids);
    expect(
      after
        .filter((c) => c.status === 'OK')
        .map((c) => Number(c.period_id))
        .sort(),
    ).toEqual([...ids].sort());
    expect(after).toHaveLength(ids.length);
    const provider = await providerCharges(ids);
    expect(provider).toHaveLength(ids.length);
    expect(new Set(provider.map((c) => c.idempotency_key)).size).toBe(ids.length);
    expect(provider.every((c) => c.status === 'approved')).toBe(true);
    expect((await runtime.container.get<ChargeDuePeriods>(SALES.ChargeDuePeriods).execute(today)).charged).toBe(0);
  });

  it('a worker that starts while Redis is away registers the run once Redis is back (no restart needed)', async () => {
    await worker?.kill();
    worker = null;
    // No schedule in Redis: the next process has to register it itself.
    const queues = runtime.container.get<QueueRegistry>(PLATFORM.QueueRegistry);
    await queues.get(SALES_SUBSCRIPTION_CHARGES_QUEUE).removeJobScheduler(SUBSCRIPTION_CHARGE_SCHEDULE_ID);
    await proxy.down();
    worker = await startWorker();
    const [due] = await duePeriods([today]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await chargesOf([due!])).toEqual([]);
    await proxy.up();
    const charged = await waitUntil(
      'the period charged by the schedule registered after Redis came back',
      () => chargesOf([due!]),
      (found) => found.some((c) => c.status === 'OK'),
      { timeoutMs: patience(60_000) },
    );
    expect(charged.map((c) => c.status)).toEqual(['OK']);
  });
});
