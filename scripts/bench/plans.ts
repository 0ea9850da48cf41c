/**
 * npm run bench:plans [-- --duration 15 --connections 32 --households 600 --reload --mix precio|escenarios --cpu-prof
 *                       --unique]
 *
 * The isapre plan search (issue 13) under load: loads the sample catalogue (1,500 products, 5,000 plans)
 * into its own database (DATABASE_URL + '_plans', default postgres://postgres@127.0.0.1:5432/cmp_bench_plans),
 * starts the real server (ROLE=api) in its own process and runs autocannon with 32 connections against
 * POST /api/buscarplanes/compare/metadataPlanesPersonas with households drawn from a fixed seed (a
 * contributor 18-70 with or without income, sometimes imponible, sometimes a partner, 0-3 dependants of
 * 0-24 years), in two mixes: (a) price order with varied filters; (b) the same plus cost-of-care scenarios
 * sorted by the estimated yearly total. Prints req/s, p50 and p99. A script, never a timed test.
 *
 * The server keeps plan search answers (issue 31, COMPARE_CACHE_MB): the warm-up asks each of the 600 searches
 * once and the measured window repeats them, answered from that cache; each run prints its hit ratio (read from
 * /metrics' cache_requests before and after the window). `--unique` makes every request, warm-up included, a
 * search never asked before (the contributor's income moves by one peso a request): the cost of a miss.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase } from '../../src/platform/database-url.js';
import { productionEnv } from '../../src/platform/testing/production-env.js';
import { freePort, plansDatabaseUrl } from './bench-support.js';
import { monotonicUs, summariseProfile } from './cpu-profile.js';
import { CLINICS, planSearches } from './plan-searches.js';
import { processTreeCpuMs } from './process-cpu.js';

/** The scrape token of the bench's own server (METRICS_TOKEN: /metrics on the public port asks for it). */
const BENCH_METRICS_TOKEN = randomBytes(24).toString('hex');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.resolve(ROOT, 'node_modules/.bin/tsx');
const ARTIFACTS = path.resolve(ROOT, 'artifacts/bench');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    households: { type: 'string', default: '600' },
    reload: { type: 'boolean', default: false },
    // Writes a V8 CPU profile of the server to artifacts/bench/cpu-plans/ (open it in Chrome DevTools) and
    // prints, per mix, the functions with the most self and inclusive time over the measured window.
    'cpu-prof': { type: 'boolean', default: false },
    // Only the first mix (price order with filters), or only the second (scenarios).
    mix: { type: 'string' },
    // Every request a search never asked before (the cost of a miss of the plan answer cache).
    unique: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
  strict: false,
});
const DATABASE_URL = plansDatabaseUrl(values['database-url']);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const UNIQUE = values.unique === true;
/** --unique: a count kept across runs, so no search is asked twice in the whole bench. */
let uniqueCount = 0;

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
  /** Share of the measured window's searches answered from the plan answer cache (NaN when not reported). */
  hitRatio: number;
  /** The server's CPU milliseconds per answered request (what a busy machine barely moves, unlike latency). */
  cpuMs: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kb: number;
}

/** The plan answer cache's hits and misses so far, from the server's /metrics (zeros when it reports none). */
async function cacheCounts(port: number): Promise<{ hits: number; misses: number }> {
  const text = await (
    await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })
  ).text();
  const count = (result: string) =>
    Number(new RegExp(`^cache_requests\\{cache="plan_answers",result="${result}"\\} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  return { hits: count('hit'), misses: count('miss') };
}

/** The body of the n-th request: the fixed searches in turn, or (--unique) each with an income never asked. */
function bodyOf(bodies: string[], n: number): string {
  const body = bodies[n % bodies.length]!;
  if (!UNIQUE) return body;
  const search = JSON.parse(body) as { profile: { cotizante: Record<string, unknown>[] } };
  search.profile.cotizante[0]!.ingreso = 300_000 + uniqueCount++;
  return JSON.stringify(search);
}

/** One autocannon run: for `duration` seconds, or (amount) that many requests. */
async function run(
  port: number,
  pid: number,
  url: string,
  bodies: string[],
  length: { duration: number } | { amount: number },
): Promise<Measure> {
  let next = 0;
  const before = await cacheCounts(port);
  const cpuBefore = processTreeCpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...length,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          request.body = bodyOf(bodies, next++);
          return request;
        },
      },
    ],
  });
  const cpuMs = (processTreeCpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total);
  const after = await cacheCounts(port);
  const hits = after.hits - before.hits;
  const asked = hits + after.misses - before.misses;
  return {
    hitRatio: asked > 0 ? hits / asked : Number.NaN,
    cpuMs,
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
const profileDir = path.join(ARTIFACTS, 'cpu-plans');
if (values['cpu-prof']) rmSync(profileDir, { recursive: true, force: true });
const profileArgs = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const api = start(process.execPath, [...profileArgs, '--import', 'tsx', 'src/main.ts'], {
  DATABASE_URL,
  PORT: String(port),
  HOST: '127.0.0.1',
  ROLE: 'api',
  LOG_LEVEL: 'warn',
  // A complete production configuration (random secrets): production mode refuses anything less.
  ...productionEnv({ DATABASE_URL }),
  METRICS_TOKEN: BENCH_METRICS_TOKEN,
});
const results: Record<string, Measure> = {};
/** Each mix's measured window on the profile's clock. */
const windows: Record<string, { from: number; to: number }> = {};
try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const clinics = (
    (await (await fetch(`http://127.0.0.1:${port}/api/buscarplanes/prestadores`)).json()) as { data: { url: string }[] }
  ).data.map((c) => c.url);
  const url = `http://127.0.0.1:${port}/api/buscarplanes/compare/metadataPlanesPersonas`;
  const count = Math.max(500, Number(values.households));
  console.log(
    `Benchmark de planes: ${UNIQUE ? 'cada solicitud una búsqueda nunca vista (--unique)' : `${count} búsquedas distintas por mezcla`}, ${CONNECTIONS} conexiones, ${DURATION} s; carga ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [name, withScenarios] of [
    ['precio y filtros', false],
    ['con escenarios de costo anual', true],
  ] as const) {
    if (values.mix !== undefined && values.mix !== (withScenarios ? 'escenarios' : 'precio')) continue;
    const bodies = planSearches(count, withScenarios, clinics.length ? clinics : CLINICS);
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodyOf(bodies, 0),
    });
    if (first.status !== 200) throw new Error(`la búsqueda respondió ${first.status}: ${await first.text()}`);
    // Warm-up: each search once (the measured window then repeats them), or 3 s of new ones (--unique).
    await run(port, api.pid!, url, bodies, UNIQUE ? { duration: 3 } : { amount: bodies.length });
    const from = monotonicUs();
    results[name] = await run(port, api.pid!, url, bodies, { duration: DURATION });
    windows[name] = { from, to: monotonicUs() };
  }
} finally {
  await stop(api);
}
if (values['cpu-prof']) {
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  for (const [name, window] of file ? Object.entries(windows) : []) {
    console.log(`\nperfil de CPU del servidor, ${name} (${path.join(profileDir, file!)}):`);
    for (const line of summariseProfile(path.join(profileDir, file!), window, 30, true)) console.log(`  ${line}`);
  }
}
console.log(
  '\nmezcla                              req/s     p50 ms    p99 ms  errores   KB/resp  aciertos  CPU ms/sol',
);
for (const [name, m] of Object.entries(results)) {
  const hits = Number.isNaN(m.hitRatio) ? '—' : `${(m.hitRatio * 100).toFixed(0)}%`;
  console.log(
    `${name.padEnd(32)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(1).padStart(9)} ${m.p99.toFixed(1).padStart(9)} ${String(m.errors + m.non2xx).padStart(8)} ${m.kb.toFixed(1).padStart(9)} ${hits.padStart(9)} ${m.cpuMs.toFixed(2).padStart(11)}`,
  );
}
console.log(
  `carga al terminar: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
mkdirSync(ARTIFACTS, { recursive: true });
writeFileSync(path.join(ARTIFACTS, 'plans-results.json'), JSON.stringify(results, null, 2));
