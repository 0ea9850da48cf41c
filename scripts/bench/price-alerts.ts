import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import {
  CATALOGUE,
  type LoadCatalogue,
  type NewProduct,
  type SearchPricing,
} from '../../src/modules/catalogue/index.js';
import { chileanDate } from '../../src/modules/pricing/index.js';
import type { RunPriceAlerts } from '../../src/modules/profile/application/run-price-alerts.js';
import { PRICE_ALERTS } from '../../src/modules/profile/price-alert-tokens.js';
import { createRuntime } from '../../src/runtime.js';
import { generatorState } from '../seed/catalogue/generator-state.js';
import { sampleProduct } from '../seed/catalogue/sample-product.js';
import { DEFAULT_PRODUCTS, loadSampleData } from '../seed/sample-data.js';
import { freshBenchDatabase } from './bench-support.js';

/**
 * npm run bench:alerts [-- --searches 100000 --products 1500]: on a fresh database (cmp_bench_price_alerts), the
 * sample catalogue and N saved searches (N people; profiles of 18-75 years, either sex, 0-2 dependants, over six
 * health and life types), then the price alert job (RunPriceAlerts, as the daily scheduler calls it):
 *   1. the first run, which prices every search and writes every baseline;
 *   2. a cheaper copy of each type's cheapest product (for a 40-year-old) is added to the catalogue;
 *   3. the second run, which finds the cheaper equivalents and writes the alerts and their outbox rows.
 * Prints both times and the machine's load average. Setup is not timed. Do not run 100,000 on a shared machine.
 */
const { values } = parseArgs({
  options: { searches: { type: 'string' }, products: { type: 'string' } },
  strict: false,
});
const searches = Number(values.searches ?? 100_000);
const products = Number(values.products ?? DEFAULT_PRODUCTS);
const TYPES = ['COMPLEMENTARIO', 'CATASTROFICO', 'ONCOLOGICO', 'VIDA', 'PRIMARIO', 'INDEMNIZACION'];

const name = 'cmp_bench_price_alerts';
const databaseUrl = await freshBenchDatabase(name);

const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  QUEUE_PREFIX: 'cmp_bench_price_alerts',
  PRICE_ALERT_SCHEDULE: 'off',
});
const runtime = await createRuntime(config, createLogger('warn'), { migrate: true });
try {
  await loadSampleData(runtime, { onlyIfEmpty: false, scale: products, plans: 0 });
  await runtime.sequelize.query(
    `WITH p AS (
       INSERT INTO price_alert_subscribers (email, consent_version, consent_text, consent_given_at)
       SELECT 'bench' || g || '@correo.cl', 'bench', 'bench', now() FROM generate_series(1, $1::int) g
       RETURNING id)
     INSERT INTO saved_searches (subscriber_id, kind, profile, filters, baseline, consent_version, consent_at)
     SELECT id, 'search',
            jsonb_build_object(
              'cotizante', jsonb_build_array(jsonb_build_object('edad', 18 + id % 58,
                'sexo', CASE WHEN id % 2 = 0 THEN 'Femenino' ELSE 'Masculino' END)),
              'cargas', CASE id % 3 WHEN 0 THEN '[]'::jsonb
                                    WHEN 1 THEN jsonb_build_array(jsonb_build_object('edad', id % 18, 'sexo', 'Femenino'))
                                    ELSE jsonb_build_array(jsonb_build_object('edad', id % 18, 'sexo', 'Femenino'),
                                                           jsonb_build_object('edad', 40 + id % 20, 'sexo', 'Masculino')) END),
            jsonb_build_object('insuranceTypes', jsonb_build_array(($2::text[])[1 + id % $3::int]),
              'organizationType', '["ASEGURADORA","CLINICA","ISAPRE"]'::jsonb),
            '{"knownIds":[],"references":[]}'::jsonb, 'bench', now()
       FROM p`,
    { bind: [searches, TYPES, TYPES.length] },
  );
  const run = runtime.container.get<RunPriceAlerts>(PRICE_ALERTS.RunPriceAlerts);
  const load = () => loadavg().map((l) => Number(l.toFixed(2)));

  const loadBefore = load();
  let started = Date.now();
  const first = await run.execute();
  const firstMs = Date.now() - started;

  // A cheaper copy (same coverage, 30 % of the tariffs) of each type's cheapest product for a 40-year-old.
  const state = generatorState(new Date(`${chileanDate(new Date())}T00:00:00Z`));
  const generated = new Map(
    Array.from({ length: products }, (_, i) => sampleProduct(state, i)).map((p) => [p.productCode, p]),
  );
  const pricing = runtime.container.get<SearchPricing>(CATALOGUE.SearchPricing);
  const copies: NewProduct[] = [];
  for (const type of TYPES) {
    const [cheapest] = await pricing.search(
      {
        insuranceTypes: [type],
        organizationType: ['ASEGURADORA', 'CLINICA', 'ISAPRE'],
        profile: { cotizante: [{ edad: 40, sexo: 'Femenino' }], cargas: [] },
      },
      1,
    );
    const original = cheapest ? generated.get(cheapest.productCode) : undefined;
    if (!original) continue;
    copies.push({
      ...original,
      productCode: `${original.productCode}BENCH`,
      productName: `${original.productName} bench`,
      displayName: `${original.displayName} bench`,
      urlSegment: `${original.urlSegment}-bench`,
      tariffs: original.tariffs.map((t) => ({ ...t, rate: t.rate * 0.3 })),
    });
  }
  const loader = runtime.container.get<LoadCatalogue>(CATALOGUE.LoadCatalogue);
  await loader.addProducts(copies);
  await loader.finish(true);

  started = Date.now();
  const second = await run.execute();
  const secondMs = Date.now() - started;
  const [outbox] = await runtime.sequelize.query<{ count: string }>(
    "SELECT count(*) FROM outbox_messages WHERE queue = 'profile-price-alert-mail'",
    { type: 'SELECT' as never },
  );
  console.log(
    JSON.stringify(
      {
        searches,
        products: products + copies.length,
        firstRun: { ...first, ms: firstMs, perSearchMs: Number((firstMs / searches).toFixed(3)) },
        secondRun: { ...second, ms: secondMs, perSearchMs: Number((secondMs / searches).toFixed(3)) },
        outboxMessages: Number(outbox?.count ?? 0),
        loadAverage: { before: loadBefore, after: load() },
        cpus: (await import('node:os')).cpus().length,
      },
      null,
      2,
    ),
  );
} finally {
  await runtime.close();
}
