import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { chileanDate } from '../../src/modules/pricing/index.js';
import { SALES, type ChargeDuePeriods } from '../../src/modules/sales/index.js';
import { createRuntime } from '../../src/runtime.js';
import { freshBenchDatabase } from './bench-support.js';

/**
 * npm run bench:subscriptions [-- --periods 10000]: on a fresh database (cmp_bench_subscriptions), N card
 * subscriptions each with a period due today (enrolled in the sandbox's vault), then the charging run of the day
 * (ChargeDuePeriods, as the job scheduler calls it) against the sandbox provider; a second run charges nothing.
 * Prints the times. Setup is not timed.
 */
const { values } = parseArgs({ options: { periods: { type: 'string' } }, strict: false });
const periods = Number(values.periods ?? 10_000);
const name = 'cmp_bench_subscriptions';
const databaseUrl = await freshBenchDatabase(name);

const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  QUEUE_PREFIX: 'cmp_bench_subscriptions',
});
const runtime = await createRuntime(config, createLogger('warn'), { migrate: true });
try {
  const today = chileanDate(new Date());
  await runtime.sequelize.query(
    `WITH s AS (
       INSERT INTO sales (token_hash, product_code, product_name, sections, status, amount, currency, buyer_email)
       SELECT 'bench', 'BENCH', 'Seguro de prueba', ARRAY['PAYMENT'], 'OK', 15990, 'CLP', 'bench' || g || '@correo.cl'
         FROM generate_series(1, $1::int) g RETURNING id),
     e AS (
       INSERT INTO sandbox_provider_enrolments (token_ref, scenario, brand, last4)
       SELECT 'sbxe_bench_' || id, 'ok', 'visa', '4242' FROM s RETURNING token_ref),
     sub AS (
       INSERT INTO sale_subscriptions (sale_id, payment_type, provider, token_ref, card_brand, card_last4, status)
       SELECT id, 't-subscriptions', 'sandbox', 'sbxe_bench_' || id, 'visa', '4242', 'SUCCESS' FROM s RETURNING sale_id)
     INSERT INTO sale_billing_periods (period_id, policy_id, sale_id, seq, billing_date, due_date, amount, currency,
       amount_clp, billing_status)
     SELECT row_number() OVER (), row_number() OVER (), sale_id, 2, $2::date, $2::date + 10, 15990, 'CLP', 15990,
            'PENDING' FROM sub`,
    { bind: [periods, today] },
  );
  const run = runtime.container.get<ChargeDuePeriods>(SALES.ChargeDuePeriods);
  let started = Date.now();
  const first = await run.execute(today);
  const firstMs = Date.now() - started;
  started = Date.now();
  const again = await run.execute(today);
  const againMs = Date.now() - started;
  console.log(
    JSON.stringify(
      {
        periods,
        run: { ...first, ms: firstMs, perPeriodMs: Number((firstMs / periods).toFixed(2)) },
        rerun: { charged: again.charged, ms: againMs },
      },
      null,
      2,
    ),
  );
} finally {
  await runtime.close();
}
