/**
 * npx tsx scripts/bench/plans-miss-cpu.ts [--database-url postgres://…] [--rounds 3] [--count 600]
 *
 * The plan search's miss path in one process, without HTTP (issue 31): the application over the database of
 * `npm run bench:plans` (load it with that first), the bench's searches of each mix validated as the route
 * validates them, then each search computed as a miss does (prepare, answer, the answer's bytes) with the
 * contributor's income moved by one peso each time, so no two are alike. Prints the CPU microseconds per
 * search, per mix, of the best round: on a shared machine the best round is the least disturbed one.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger, stdoutDestination } from '../../src/platform/logger.js';
import { productionEnv } from '../../src/platform/testing/production-env.js';
import { createRuntime } from '../../src/runtime.js';
import type { CompareIsaprePlans, PlanQuery } from '../../src/modules/catalogue/application/compare-isapre-plans.js';
import type { ListClinicsNear } from '../../src/modules/catalogue/application/list-clinics-near.js';
import { planSearchParts } from '../../src/modules/catalogue/adapters/http/plan-search-answer.js';
import { planQuerySchema } from '../../src/modules/catalogue/adapters/http/schemas.js';
import { CATALOGUE } from '../../src/modules/catalogue/tokens.js';
import { plansDatabaseUrl } from './bench-support.js';
import { CLINICS, planSearches } from './plan-searches.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rounds: { type: 'string', default: '3' },
    count: { type: 'string', default: '600' },
  },
  strict: false,
});
Object.assign(process.env, productionEnv({ DATABASE_URL: plansDatabaseUrl(values['database-url']) }), {
  ROLE: 'api',
  LOG_LEVEL: 'warn',
});
const config = loadConfig();
const runtime = await createRuntime(config, createLogger(config.LOG_LEVEL, stdoutDestination()), { migrate: false });
try {
  const plans = runtime.container.get<CompareIsaprePlans>(CATALOGUE.CompareIsaprePlans);
  // The clinics the bench's searches name, as the bench reads them (GET /api/buscarplanes/prestadores).
  const clinics = (await runtime.container.get<ListClinicsNear>(CATALOGUE.ListClinicsNear).execute(null)).data.map(
    (c) => c.url,
  );
  let income = 300_000;
  for (const withScenarios of [false, true]) {
    const queries = planSearches(Number(values.count), withScenarios, clinics.length ? clinics : CLINICS).map(
      (body) => {
        const parsed = planQuerySchema.parse(JSON.parse(body));
        return { ...parsed, profile: parsed.profile ?? null, restriction: null } as PlanQuery;
      },
    );
    const miss = async (query: PlanQuery) => {
      const cotizante = query.profile?.cotizante?.[0];
      if (cotizante) cotizante.ingreso = income++;
      return planSearchParts(plans.answer(await plans.prepare(query))).head.length;
    };
    // Warm-up: the snapshots, the index and the static cards built, the code optimised.
    for (const query of queries) await miss(query);
    let best = Number.POSITIVE_INFINITY;
    let bytes = 0;
    for (let round = 0; round < Number(values.rounds); round++) {
      const before = process.cpuUsage();
      for (const query of queries) bytes += await miss(query);
      const used = process.cpuUsage(before);
      best = Math.min(best, (used.user + used.system) / queries.length);
    }
    console.log(
      `${withScenarios ? 'con escenarios de costo anual' : 'precio y filtros'}: ${best.toFixed(0)} µs de CPU por búsqueda nueva (mejor de ${values.rounds} vueltas de ${queries.length}; ${(bytes / Number(values.rounds) / queries.length / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await runtime.close();
}
