import 'reflect-metadata';
import { parseArgs } from 'node:util';
import {
  BILLING,
  type LoadBillingSample,
  type RefreshOpenPeriodsUf,
  type RunArrearsReminders,
} from '../../src/modules/billing/index.js';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { createRuntime } from '../../src/runtime.js';
import { billingSamples } from '../seed/billing-sample.js';
import { chileanDate } from '../../src/modules/pricing/index.js';
import { freshBenchDatabase } from './bench-support.js';

/**
 * npm run bench:billing [-- --policies 10000]: on a fresh database (cmp_bench_billing), opens a year of
 * monthly periods for N collective policies (UF premiums, 5-40 insured people each, prorated newcomers, nine
 * paid periods and one partial), runs the arrears reminders twice, then stores a new UF value and runs the UF
 * refresh of the open periods. Prints the times.
 */
const { values } = parseArgs({ options: { policies: { type: 'string' } }, strict: false });
const policies = Number(values.policies ?? 10_000);
/** As the billing-events worker runs (concurrency 4). */
const CONCURRENCY = 4;
const name = 'cmp_bench_billing';
const databaseUrl = await freshBenchDatabase(name);

const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  QUEUE_PREFIX: 'cmp_bench_billing',
});
const runtime = await createRuntime(config, createLogger('warn'), { migrate: true });
try {
  const today = chileanDate(new Date());
  const samples = billingSamples(today, policies);
  // Setup (not timed): the insured people arrive one InsuredActivated event each in real life.
  const insured = samples.flatMap((sample) =>
    sample.insured.map((person) => ({
      policy_id: sample.policy.policyId,
      insured_id: person.insuredId,
      rut: person.rut,
      start_date: person.startDate,
    })),
  );
  for (let i = 0; i < insured.length; i += 20_000) {
    await runtime.sequelize.query(
      `INSERT INTO billing_insured (policy_id, insured_id, rut, start_date)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(policy_id bigint, insured_id bigint, rut text, start_date date)`,
      { bind: [JSON.stringify(insured.slice(i, i + 20_000))] },
    );
  }
  // Timed: what PolicyActivated does for each policy (its own transaction, UF by billing date, prorated amounts,
  // periods and pre-invoices written), four policies at a time as the billing-events worker does.
  const loader = runtime.container.get<LoadBillingSample>(BILLING.LoadSample);
  let started = Date.now();
  const bare = samples.map((sample) => ({ ...sample, insured: [], payments: [] }));
  await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, lane) => loader.execute(bare.filter((_, i) => i % CONCURRENCY === lane))),
  );
  const openMs = Date.now() - started;
  // Setup (not timed): nine paid periods per policy, the tenth partial.
  await runtime.sequelize.query("UPDATE billing_periods SET paid_clp = amount_clp, status = 'PAID' WHERE seq <= 9");
  await runtime.sequelize.query(
    "UPDATE billing_periods SET paid_clp = 50000, status = 'PARTIAL' WHERE seq = 10 AND amount_clp > 50000",
  );
  const [counts] = (
    await runtime.sequelize.query(
      "SELECT count(*) AS periods, count(*) FILTER (WHERE status IN ('PENDING', 'PARTIAL')) AS unpaid FROM billing_periods",
    )
  )[0] as { periods: string; unpaid: string }[];
  started = Date.now();
  const run = await runtime.container.get<RunArrearsReminders>(BILLING.RunArrearsReminders).execute(today);
  const remindMs = Date.now() - started;
  started = Date.now();
  const again = await runtime.container.get<RunArrearsReminders>(BILLING.RunArrearsReminders).execute(today);
  const rerunMs = Date.now() - started;
  // A new UF value (a day before the oldest billing date): every open period is converted again and settled.
  const [oldest] = (
    await runtime.sequelize.query('SELECT (min(billing_date) - 1)::text AS date FROM billing_periods')
  )[0] as { date: string }[];
  await runtime.sequelize.query("INSERT INTO uf_rates (date, value, source) VALUES ($1, 39500.55, 'bench')", {
    bind: [oldest!.date],
  });
  const refresh = runtime.container.get<RefreshOpenPeriodsUf>(BILLING.RefreshOpenPeriodsUf);
  started = Date.now();
  const ufRefresh = await refresh.execute();
  const ufRefreshMs = Date.now() - started;
  console.log(
    JSON.stringify(
      {
        policies,
        periods: Number(counts?.periods),
        unpaidPeriods: Number(counts?.unpaid),
        concurrency: CONCURRENCY,
        openPeriodsMs: openMs,
        perPolicyMs: Number((openMs / policies).toFixed(2)),
        arrearsRun: { ...run, ms: remindMs },
        rerun: { queued: again.queued, ms: rerunMs },
        ufRefresh: { ...ufRefresh, ms: ufRefreshMs },
      },
      null,
      2,
    ),
  );
} finally {
  await runtime.close();
}
