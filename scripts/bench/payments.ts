/**
 * Payments per second on POST /api/sales/{id}/payments with the sandbox provider (autocannon, 32
 * connections, 10 s). Each request pays its own open sale with its own Idempotency-Key (a paid sale
 * refuses a second charge), so every request is a full payment: sale row lock, payment row, sandbox
 * charge, outcome, SaleCompleted in the outbox. Runs on a throw-away database copied from the test
 * fresh, migrated database, with the server in this process (the load tool shares the 2 cores).
 *
 *   npx tsx scripts/bench/payments.ts [--connections 32] [--duration 10]
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import request from 'supertest';
import { loadSampleData } from '../seed/sample-data.js';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { databaseUrl, TEST_REDIS_URL, withAdminClient } from '../../src/platform/testing/test-database.js';
import { deleteKeys } from '../../src/platform/testing/test-runtime.js';
import { createRuntime } from '../../src/runtime.js';
import { fillSteps, purchasableProduct, startSale } from '../../src/modules/sales/adapters/sales-test-support.js';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const connections = arg('connections', 32);
const duration = arg('duration', 10);
const SALES = 40_000;

const name = `cmp_bench_pay_${process.pid}`;
await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
const database = {
  url: databaseUrl(name),
  drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
};
const prefix = `cmpb_${randomBytes(4).toString('hex')}`;
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  DATABASE_POOL_MAX: '10',
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_PREFIX: prefix,
  LOG_LEVEL: 'warn',
  JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
  JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
});
const runtime = await createRuntime(config, createLogger('error'), { migrate: true });
try {
  await loadSampleData(runtime, { onlyIfEmpty: false, scale: 80, plans: 0 });
  const app = runtime.createHttpApp();
  const code = await purchasableProduct(app, runtime as never);
  const template = await startSale(app, code);
  await fillSteps(app, template);
  // Open sales ready to pay, copies of one filled sale (same token hash, so one x-sale-token opens them all).
  const [rows] = await runtime.sequelize.query(
    `WITH copies AS (
       INSERT INTO sales (token_hash, product_id, product_code, product_name, product_type, insurer_id, sections, amount,
         currency, periodicity_months, buyer_name, buyer_email)
       SELECT token_hash, product_id, product_code, product_name, product_type, insurer_id, sections, amount, currency,
         periodicity_months, buyer_name, buyer_email FROM sales, generate_series(1, $2) WHERE id = $1
       RETURNING id)
     SELECT array_agg(id::text) AS ids FROM copies`,
    { bind: [template.id, SALES] },
  );
  const ids = (rows as { ids: string[] }[])[0]!.ids;
  await runtime.sequelize.query(
    `INSERT INTO sale_steps (sale_id, code, data) SELECT s.id, st.code, st.data FROM sales s
       JOIN sale_steps st ON st.sale_id = $1 WHERE s.id = ANY($2::uuid[])`,
    { bind: [template.id, ids] },
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Warm-up and a check that a payment succeeds.
  const warm = await request(url)
    .post(`/api/sales/${ids[0]}/payments`)
    .set('x-sale-token', template.token)
    .set('Idempotency-Key', 'warm')
    .send({ paymentType: 'tdc-one-time', token: 'sbx_ok_visa_4242_bench' });
  if (warm.body.data?.status !== 'OK') throw new Error(`warm-up payment: ${JSON.stringify(warm.body)}`);

  let next = 1;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = next++;
          return {
            ...req,
            path: `/api/sales/${ids[i % ids.length]}/payments`,
            headers: {
              'content-type': 'application/json',
              'x-sale-token': template.token,
              'idempotency-key': `bench-${i}`,
            },
            body: JSON.stringify({ paymentType: 'tdc-one-time', token: 'sbx_ok_visa_4242_bench' }),
          };
        },
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [ok] = await runtime.sequelize.query(`SELECT count(*) AS n FROM sale_payments WHERE status = 'OK'`);
  const charges = (ok as { n: string }[])[0]!.n;
  console.log(
    JSON.stringify(
      {
        endpoint: 'POST /api/sales/{id}/payments (sandbox provider)',
        connections,
        durationS: duration,
        requests: result.requests.total,
        paymentsPerSecond: result.requests.average,
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
        non2xx: result.non2xx,
        errors: result.errors,
        paymentsOk: Number(charges),
      },
      null,
      2,
    ),
  );
  // Requests still in flight when autocannon stops finish before the database closes.
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 1000));
} finally {
  await runtime.close();
  await database.drop();
  await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
}
