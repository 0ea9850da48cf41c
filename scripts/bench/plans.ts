/**
 * npm run bench:plans [-- --duration 15 --connections 32 --households 600 --reload --mix precio|escenarios --cpu-prof]
 *
 * The isapre plan search (issue 13) under load: loads the sample catalogue (1,500 products, 5,000 plans)
 * into its own database (DATABASE_URL + '_plans', default postgres://postgres@127.0.0.1:5432/cmp_bench_plans),
 * starts the real server (ROLE=api) in its own process and runs autocannon with 32 connections against
 * POST /api/buscarplanes/compare/metadataPlanesPersonas with households drawn from a fixed seed (a
 * contributor 18-70 with or without income, sometimes imponible, sometimes a partner, 0-3 dependants of
 * 0-24 years), in two mixes: (a) price order with varied filters; (b) the same plus cost-of-care scenarios
 * sorted by the estimated yearly total. Prints req/s, p50 and p99. A script, never a timed test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase } from '../../src/platform/database-url.js';
import { productionEnv } from '../../src/platform/testing/production-env.js';
import { prng } from '../seed/catalogue-generator.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.resolve(ROOT, 'node_modules/.bin/tsx');
const ARTIFACTS = path.resolve(ROOT, 'artifacts/bench');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    households: { type: 'string', default: '600' },
    reload: { type: 'boolean', default: false },
    // Writes a V8 CPU profile of the server to artifacts/bench/ (open it in Chrome DevTools).
    'cpu-prof': { type: 'boolean', default: false },
    // Only the first mix (price order with filters), or only the second (scenarios).
    mix: { type: 'string' },
    'database-url': { type: 'string' },
  },
  strict: false,
});
const base = new URL(
  (values['database-url'] as string | undefined) ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/cmp_bench',
);
base.pathname = `${base.pathname}_plans`;
const DATABASE_URL = base.toString();
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);

const CLINICS = ['Clinica-Alemana', 'Clinica-Las-Condes', 'Clinica-Santa-Maria', 'Clinica-Davila', 'Clinica-Indisa'];
const SCENARIOS = ['parto-normal', 'parto-cesarea', 'apendicectomia', 'cancer-anual', 'ambulatorio-anual'];

/** Search bodies from a fixed seed: varied households and filters, so no cache can answer everything. */
export function planSearches(count: number, withScenarios: boolean, clinics: string[], seed = 7): string[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const sexo = () => (random() < 0.5 ? 'Masculino' : 'Femenino');
  const seen = new Set<string>();
  const bodies: string[] = [];
  while (bodies.length < count) {
    const cotizante: Record<string, unknown>[] = [{ edad: int(18, 70), sexo: sexo() }];
    if (random() < 0.8) cotizante[0]!.ingreso = int(5, 60) * 100_000;
    if (random() < 0.2) cotizante[0]!.imponible = true;
    if (random() < 0.45) cotizante.push({ edad: int(18, 70), sexo: sexo(), type: 'pareja' });
    const profile = { cotizante, cargas: Array.from({ length: int(0, 3) }, () => ({ edad: int(0, 24) })) };
    const body: Record<string, unknown> = { profile, order: pick(['lowerPrice', 'recommended', 'coverage']) };
    if (random() < 0.4) body.planTypes = [int(0, 2)];
    if (random() < 0.4 && clinics.length > 0) body.clinics = [pick(clinics)];
    if (random() < 0.2) body.minHospitalPct = pick([80, 90, 100]);
    if (random() < 0.1) body.excludedRestrictions = [1];
    if (withScenarios) {
      body.scenarios = [pick(SCENARIOS), ...(random() < 0.3 ? [pick(SCENARIOS)] : [])].filter(
        (s, i, all) => all.indexOf(s) === i,
      );
      body.order = 'yearlyCost';
      body.network = random() < 0.7 ? 'preferente' : 'libreEleccion';
    }
    const text = JSON.stringify(body);
    if (seen.has(text)) continue;
    seen.add(text);
    bodies.push(text);
  }
  return bodies;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} no respondió a tiempo`);
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

async function planCount(): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query("SELECT to_regclass('isapre_plans') IS NOT NULL AS ok");
    if (!found.rows[0]?.ok) return 0;
    return (await client.query('SELECT count(*)::int AS n FROM isapre_plans')).rows[0].n as number;
  } finally {
    await client.end();
  }
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kb: number;
}

async function run(url: string, bodies: string[], duration: number): Promise<Measure> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          request.body = bodies[next++ % bodies.length];
          return request;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    kb: result.throughput.average / Math.max(1, result.requests.average) / 1024,
  };
}

await ensureDatabase(DATABASE_URL);
if (values.reload || (await planCount()) !== 5000) {
  console.log(`== cargando el catálogo de ejemplo (1.500 productos, 5.000 planes) en ${DATABASE_URL}`);
  await new Promise<void>((resolve, reject) => {
    const child = start(TSX, ['scripts/seed.ts', '--scale', '1500', '--plans', '5000'], {
      DATABASE_URL,
      LOG_LEVEL: 'warn',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed terminó con ${code}`))));
  });
}
const port = await freePort();
const profileArgs = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${ARTIFACTS}`] : [];
const api = start(process.execPath, [...profileArgs, '--import', 'tsx', 'src/main.ts'], {
  DATABASE_URL,
  PORT: String(port),
  HOST: '127.0.0.1',
  ROLE: 'api',
  LOG_LEVEL: 'warn',
  // A complete production configuration (random secrets): production mode refuses anything less.
  ...productionEnv({ DATABASE_URL }),
});
const results: Record<string, Measure> = {};
try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const clinics = (
    (await (await fetch(`http://127.0.0.1:${port}/api/buscarplanes/prestadores`)).json()) as { data: { url: string }[] }
  ).data.map((c) => c.url);
  const url = `http://127.0.0.1:${port}/api/buscarplanes/compare/metadataPlanesPersonas`;
  const count = Math.max(500, Number(values.households));
  console.log(`Benchmark de planes: ${count} búsquedas distintas por mezcla, ${CONNECTIONS} conexiones, ${DURATION} s`);
  for (const [name, withScenarios] of [
    ['precio y filtros', false],
    ['con escenarios de costo anual', true],
  ] as const) {
    if (values.mix !== undefined && values.mix !== (withScenarios ? 'escenarios' : 'precio')) continue;
    const bodies = planSearches(count, withScenarios, clinics.length ? clinics : CLINICS);
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[0],
    });
    if (first.status !== 200) throw new Error(`la búsqueda respondió ${first.status}: ${await first.text()}`);
    await run(url, bodies, 3);
    results[name] = await run(url, bodies, DURATION);
  }
} finally {
  await stop(api);
}
console.log('\nmezcla                              req/s     p50 ms    p99 ms  errores   KB/resp');
for (const [name, m] of Object.entries(results)) {
  console.log(
    `${name.padEnd(32)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(1).padStart(9)} ${m.p99.toFixed(1).padStart(9)} ${String(m.errors + m.non2xx).padStart(8)} ${m.kb.toFixed(1).padStart(9)}`,
  );
}
mkdirSync(ARTIFACTS, { recursive: true });
writeFileSync(path.join(ARTIFACTS, 'plans-results.json'), JSON.stringify(results, null, 2));
