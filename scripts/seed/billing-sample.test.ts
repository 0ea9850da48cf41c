import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING, type RunArrearsReminders } from '../../src/modules/billing/index.js';
import { createTestRuntime, type TestRuntime } from '../../src/platform/testing/test-runtime.js';
import { loadBillingSample } from './billing-sample.js';
import { chileanDate } from '../../src/modules/pricing/index.js';

describe('sample billing: a year of periods, some paid, partial and in arrears at each reminder count', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('loads eight companies once, with the states the dashboard and the reminders need', async () => {
    expect(await loadBillingSample(runtime)).toEqual({ policies: 8, skipped: 0 });
    expect(await loadBillingSample(runtime)).toEqual({ policies: 0, skipped: 8 });
    const states = await runtime.sequelize.query<{ status: string; count: string }>(
      'SELECT status, count(*) FROM billing_periods GROUP BY status ORDER BY status',
      { type: QueryTypes.SELECT },
    );
    expect(Object.fromEntries(states.map((row) => [row.status, Number(row.count)]))).toEqual({
      PAID: 6 * 9 + 2 * 12,
      PARTIAL: 6,
      PENDING: 12,
    });
    const [prorated] = await runtime.sequelize.query<{ count: string }>(
      'SELECT count(*) FROM billing_periods WHERE prorated',
      { type: QueryTypes.SELECT },
    );
    expect(Number(prorated!.count)).toBe(8); // the month two newcomers joined, per company
    const run = await runtime.container
      .get<RunArrearsReminders>(BILLING.RunArrearsReminders)
      .execute(chileanDate(new Date()));
    // Current periods at counts 0, 4, 8, 20, 0, 4 (two companies are up to date); older unpaid ones get the third.
    expect(run.byCount).toEqual({ '0': 2, '4': 2, '8': 14 });
  });
});
