/**
 * npm run bench [-- --scales 1500,100000 --duration 15 --connections 32 --mode both|api|start --profile --reload]
 *               [-- --edition cl|pe|co|int] [-- --unique]
 *
 * Loads the sample catalogue at each scale into its own database (DATABASE_URL + '_<scale>', default
 * postgres://postgres@127.0.0.1:5432/cmp_bench_1500 and …_100000), starts the real server in its own process, and
 * runs autocannon against POST /api/insurance/compare/metadata sorted by lowerPrice with household profiles
 * drawn from a fixed seed (at least 500 different households: a contributor 18-70 with income, sometimes a
 * partner, 0-3 dependants), then against a bare Express route (its own process) sending the same bytes as a
 * constant string. Two servers are measured (issue 31), one after the other:
 * - `api`: the API-only production process (NODE_ENV=production, ROLE=api, LOG_LEVEL=warn);
 * - `start`: the one process a newcomer's `npm start` runs (src/main.ts under tsx, development defaults:
 *   ROLE=all with the outbox relay and the job workers, the site, LOG_LEVEL=info with its access log written to
 *   artifacts/bench/start-<scale>.log as a terminal would show it).
 * Prints req/s, p50 and p99 of each, both ratios to the bare route, the server's CPU milliseconds per request
 * (read from /proc: the one figure a busy machine barely moves) and its resident memory before and after the
 * comparison index is built. `--edition pe|co|int` asks on that edition's host (pe.localhost…) with that edition's
 * households and line (Peru's EPS, Colombia's prepaid medicine, international plans by country of coverage; the seed
 * loads the three editions' sample catalogues beside Chile's). A script, never a timed test.
 *
 * The server keeps comparison answers (COMPARE_CACHE_MB, issue 31): with the 600 households repeated, the
 * measured window is answered from that cache after the warm-up, and each run prints its hit ratio (read from
 * /metrics' cache_requests before and after the window). `--unique` makes every request, warm-up included, a
 * household never asked before (the contributor's income moves by one peso a request): the cost of a miss.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase } from '../../src/platform/database-url.js';
import { productionEnv } from '../../src/platform/testing/production-env.js';
import { prng } from '../seed/catalogue-generator.js';
import { editionProducts } from '../seed/edition-markets.js';
import { benchDatabaseUrl, freePort } from './bench-support.js';
import { monotonicUs, summariseProfile } from './cpu-profile.js';
import { processTreeCpuMs } from './process-cpu.js';

/** The scrape token of the bench's own server (METRICS_TOKEN: /metrics on the public port asks for it). */
const BENCH_METRICS_TOKEN = randomBytes(24).toString('hex');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.resolve(ROOT, 'node_modules/.bin/tsx');
const ARTIFACTS = path.resolve(ROOT, 'artifacts/bench');

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1500,100000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    households: { type: 'string', default: '600' },
    mode: { type: 'string', default: 'both' },
    edition: { type: 'string', default: 'cl' },
    profile: { type: 'boolean', default: false },
    unique: { type: 'boolean', default: false },
    reload: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
  strict: false,
});
/** One database per scale (cmp_bench_1500, cmp_bench_100000): switching scales never reloads. */
function databaseFor(scale: number): string {
  return benchDatabaseUrl(values['database-url'], scale);
}
let DATABASE_URL = databaseFor(1500);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const MODES: ServerKind[] = values.mode === 'api' ? ['api'] : values.mode === 'start' ? ['start'] : ['api', 'start'];
const SCALES = String(values.scales)
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);

interface BenchHousehold {
  cotizante: { edad: number; sexo: string; ingreso?: number }[];
  cargas: { edad: number }[];
}

/** Households from a fixed seed: never the same few, so no cache can answer everything. */
export function households(count: number, seed = 42): BenchHousehold[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const sexo = () => (random() < 0.5 ? 'Masculino' : 'Femenino');
  const result: BenchHousehold[] = [];
  const seen = new Set<string>();
  while (result.length < count) {
    const cotizante: BenchHousehold['cotizante'] = [{ edad: int(18, 70), sexo: sexo(), ingreso: int(5, 60) * 100_000 }];
    if (random() < 0.45) cotizante.push({ edad: int(18, 70), sexo: sexo() });
    const cargas = Array.from({ length: int(0, 3) }, () => ({ edad: int(0, 24) }));
    const profile = { cotizante, cargas };
    const key = JSON.stringify(profile);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(profile);
  }
  return result;
}

/**
 * A POST with the edition's headers. Not fetch: the Fetch standard forbids setting Host, so undici drops it and
 * every edition would be asked as Chile.
 */
function post(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} no respondió a tiempo`);
}

function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  stdout: 'inherit' | number = 'inherit',
): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  return child;
}

/** Resident memory of a process (MB, from /proc; 0 when unknown). */
function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

async function productCount(): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query("SELECT to_regclass('products') IS NOT NULL AS ok");
    if (!found.rows[0]?.ok) return 0;
    const result = await client.query('SELECT count(*)::int AS n FROM products');
    return result.rows[0].n as number;
  } finally {
    await client.end();
  }
}

async function ensureScale(scale: number): Promise<void> {
  await ensureDatabase(DATABASE_URL);
  // The seed loads the other editions' products beside the scale's (issue 27): a loaded scale has both.
  if (!values.reload && (await productCount()) === scale + editionProducts().length) {
    console.log(`\n== ${scale} productos ya cargados en ${DATABASE_URL}`);
    return;
  }
  console.log(`\n== cargando ${scale} productos de ejemplo en ${DATABASE_URL}`);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = start(TSX, ['scripts/seed.ts', '--scale', String(scale)], { DATABASE_URL, LOG_LEVEL: 'warn' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed terminó con ${code}`))));
  });
  console.log(`   cargados en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
  /** The server process's CPU time per answered request (0 when unknown). */
  cpuMsPerRequest: number;
}

/** The request bodies of a run: the fixed households in turn, or (--unique) a new household each time. */
type Bodies = (n: number) => string;

async function run(url: string, bodies: Bodies, duration: number, serverPid?: number): Promise<Measure> {
  let next = 0;
  const cpuBefore = serverPid ? processTreeCpuMs(serverPid) : 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: HEADERS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          request.body = bodies(next++);
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
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    cpuMsPerRequest: serverPid ? (processTreeCpuMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total) : 0,
  };
}

async function warmUp(url: string, bodies: Bodies): Promise<void> {
  for (let start = 0; start < HOUSEHOLDS; start += 8) {
    await Promise.all(Array.from({ length: 8 }, (_, k) => post(url, bodies(start + k))));
  }
}

/** The answer cache's hits and misses so far, from the server's /metrics (zeros when it reports none). */
async function cacheCounts(port: number): Promise<{ hits: number; misses: number }> {
  const text = await (
    await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })
  ).text();
  const count = (result: string) =>
    Number(
      new RegExp(`^cache_requests\\{cache="compare_answers",result="${result}"\\} (\\S+)`, 'm').exec(text)?.[1] ?? 0,
    );
  return { hits: count('hit'), misses: count('miss') };
}

type ServerKind = 'api' | 'start';

interface ServerMeasure extends Measure {
  /** Resident memory once serving (before any comparison), after the first comparison built the index, at the end. */
  rssStartMb: number;
  rssIndexMb: number;
  rssEndMb: number;
  /** Time of the first comparison (builds the index). */
  firstMs: number;
  /** Share of the measured window's comparisons answered from the answer cache (NaN when not reported). */
  hitRatio: number;
}

/** The environment of each measured server. */
function serverEnv(kind: ServerKind, port: number): Record<string, string> {
  const common = { DATABASE_URL, PORT: String(port), HOST: '127.0.0.1', METRICS_TOKEN: BENCH_METRICS_TOKEN };
  if (kind === 'api')
    // A complete production configuration (random secrets): production mode refuses anything less.
    return { ...productionEnv({ DATABASE_URL }), ...common, ROLE: 'api', LOG_LEVEL: 'warn' };
  // What `npm start` runs (scripts/start.sh): the development defaults, one process with the workers. Its own
  // queue prefix, so that its workers never take other processes' jobs.
  return {
    ...common,
    NODE_ENV: 'development',
    ROLE: 'all',
    LOG_LEVEL: 'info',
    QUEUE_PREFIX: `bench${process.pid}`,
    SEED_SAMPLE_DATA: 'never',
  };
}

async function measureServer(
  kind: ServerKind,
  scale: number,
  bodies: Bodies,
): Promise<{ measure: ServerMeasure; payload: string }> {
  const port = await freePort();
  const profileDir = path.join(ARTIFACTS, `cpu-${scale}-${kind}`);
  rmSync(profileDir, { recursive: true, force: true });
  const nodeArgs = values.profile ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : [];
  const log = kind === 'start' ? openSync(path.join(ARTIFACTS, `start-${scale}.log`), 'w') : undefined;
  const server = start(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], serverEnv(kind, port), log);
  const url = `http://127.0.0.1:${port}/api/insurance/compare/metadata`;
  const window = { from: 0, to: Number.MAX_SAFE_INTEGER };
  console.log(
    `\n-- ${kind === 'api' ? 'proceso solo API (producción, ROLE=api)' : 'proceso único de npm start (desarrollo, ROLE=all)'}`,
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 300_000);
    const rssStartMb = residentMb(server.pid);
    // First call builds the comparison index; keep one answer as the bare route's payload.
    const firstStarted = Date.now();
    const firstCpuBefore = processTreeCpuMs(server.pid!);
    const first = await post(url, bodies(0));
    if (first.status !== 200) throw new Error(`la comparación respondió ${first.status}: ${first.text}`);
    const payload = first.text;
    const firstMs = Date.now() - firstStarted;
    // The server's CPU for the first comparison (the index build): the figure a loaded machine barely moves.
    const firstCpuMs = processTreeCpuMs(server.pid!) - firstCpuBefore;
    const rssIndexMb = residentMb(server.pid);
    console.log(
      `   respuesta de ${(payload.length / 1024).toFixed(1)} KB, ${JSON.parse(payload).total} resultados; primera comparación ${firstMs} ms (CPU del servidor ${firstCpuMs.toFixed(0)} ms); residente ${rssStartMb.toFixed(0)} → ${rssIndexMb.toFixed(0)} MB`,
    );
    // Warm-up: every household once (the process's caches fill once; what follows is the steady state).
    await warmUp(url, bodies);
    await run(url, bodies, 3);
    const cacheBefore = await cacheCounts(port);
    window.from = monotonicUs();
    const measure = await run(url, bodies, DURATION, server.pid);
    window.to = monotonicUs();
    const cacheAfter = await cacheCounts(port);
    const hits = cacheAfter.hits - cacheBefore.hits;
    const asked = hits + cacheAfter.misses - cacheBefore.misses;
    const hitRatio = asked > 0 ? hits / asked : Number.NaN;
    console.log(
      `   caché de respuestas: ${asked > 0 ? `${(100 * hitRatio).toFixed(1)}% de aciertos (${hits} de ${asked})` : 'sin datos'}`,
    );
    // The server's own view of the run (issue 16): a /metrics scrape, kept beside the other artifacts.
    const metricsText = await (
      await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })
    ).text();
    writeFileSync(path.join(ARTIFACTS, `metrics-${scale}-${kind}.txt`), metricsText);
    const interesting =
      /^(http_request_duration_seconds_(count|sum)\{[^}]*compare|db_pool_connections|outbox_|process_resident_memory_bytes|nodejs_eventloop_lag_p99_seconds)/;
    for (const line of metricsText.split('\n').filter((l) => interesting.test(l))) console.log(`   /metrics ${line}`);
    return {
      measure: { ...measure, rssStartMb, rssIndexMb, rssEndMb: residentMb(server.pid), firstMs, hitRatio },
      payload,
    };
  } finally {
    await stop(server);
    if (log !== undefined) closeSync(log);
    if (values.profile) {
      const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
      if (files.length > 0) {
        console.log(`   perfil de CPU del servidor (${path.join(profileDir, files[0]!)}):`);
        for (const line of summariseProfile(path.join(profileDir, files[0]!), window)) console.log(`     ${line}`);
      }
    }
  }
}

interface ScaleResult {
  scale: number;
  servers: Partial<Record<ServerKind, ServerMeasure>>;
  bare: Measure;
  ratios: Partial<Record<ServerKind, number>>;
  loadAverage: number[];
}

async function benchScale(scale: number, bodies: Bodies): Promise<ScaleResult> {
  DATABASE_URL = databaseFor(scale);
  await ensureScale(scale);
  mkdirSync(ARTIFACTS, { recursive: true });
  const servers: ScaleResult['servers'] = {};
  let payload = '';
  for (const kind of MODES) {
    const measured = await measureServer(kind, scale, bodies);
    servers[kind] = measured.measure;
    payload ||= measured.payload;
  }
  const payloadFile = path.join(ARTIFACTS, `payload-${scale}.json`);
  writeFileSync(payloadFile, payload);
  const barePort = await freePort();
  const bare = start(TSX, ['scripts/bench/bare-server.ts', payloadFile, String(barePort)], { NODE_ENV: 'production' });
  let bareMeasure: Measure;
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`);
    await run(`http://127.0.0.1:${barePort}/bare`, bodies, 3);
    bareMeasure = await run(`http://127.0.0.1:${barePort}/bare`, bodies, DURATION, bare.pid);
  } finally {
    await stop(bare);
  }
  const ratios: ScaleResult['ratios'] = {};
  for (const kind of MODES) ratios[kind] = servers[kind]!.rps / bareMeasure.rps;
  return { scale, servers, bare: bareMeasure, ratios, loadAverage: os.loadavg() };
}

const HOUSEHOLDS = Math.max(500, Number(values.households));
const EDITION = String(values.edition);
/** Each edition's host (EDITION_HOSTS' local defaults) and the body of one household's search on its line. */
const EDITIONS: Record<string, { host?: string; body: (profile: BenchHousehold, i: number) => object }> = {
  cl: {
    body: (profile) => ({
      organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
      comparator: 'Seguros-de-Salud',
      order: 'lowerPrice',
      profile,
    }),
  },
  pe: {
    host: 'pe.localhost',
    body: ({ cotizante, cargas }) => ({
      organizationType: ['ASEGURADORA'],
      productType: 'EPS',
      order: 'lowerPrice',
      profile: { cotizante, cargas, departamento: 'Lima' },
    }),
  },
  co: {
    host: 'co.localhost',
    body: ({ cotizante, cargas }) => ({
      organizationType: ['ASEGURADORA'],
      productType: 'Medicina Prepagada',
      order: 'lowerPrice',
      profile: {
        titular: {
          sexoTitular: cotizante[0]!.sexo,
          edadTitular: cotizante[0]!.edad,
          maternidad: false,
          epsActual: 'sura',
        },
        cargas: cargas.map((c) => ({ sexoCarga: 'Femenino', edadCarga: c.edad, parentescoCarga: 'Hijo' })),
        departamento: 'Antioquia',
      },
    }),
  },
  int: {
    host: 'int.localhost',
    body: ({ cotizante }, i) => ({
      organizationType: ['ASEGURADORA'],
      productType: 'SEGURO INTERNACIONAL',
      order: 'lowerPrice',
      profile: {
        titular: {
          sexo: cotizante[0]!.sexo,
          edad: cotizante[0]!.edad,
          nacionalidad: 'Chilena',
          paisCobertura: ['Estados Unidos', 'Chile', 'España', 'México'][i % 4],
        },
      },
    }),
  },
};
const edition = EDITIONS[EDITION];
if (!edition) throw new Error(`--edition debe ser una de: ${Object.keys(EDITIONS).join(', ')}`);
const HEADERS: Record<string, string> = {
  'content-type': 'application/json',
  ...(edition.host ? { host: edition.host } : {}),
};
const UNIQUE = values.unique === true;
const fixedHouseholds = households(HOUSEHOLDS);
const fixedBodies = fixedHouseholds.map((profile, i) => JSON.stringify(edition.body(profile, i)));
/** --unique: a count kept across runs, so no household is asked twice in the whole bench. */
let uniqueCount = 0;
const bodies: Bodies = UNIQUE
  ? () => {
      const n = uniqueCount++;
      const profile = fixedHouseholds[n % HOUSEHOLDS]!;
      // The contributor's income one peso apart each time: a household (and a cache key) never seen before.
      const [head, ...rest] = profile.cotizante;
      const unique = { ...profile, cotizante: [{ ...head!, edad: head!.edad, ingreso: 300_000 + n }, ...rest] };
      return JSON.stringify(edition.body(unique, n));
    }
  : (n) => fixedBodies[n % HOUSEHOLDS]!;
console.log(
  `Benchmark (edición ${EDITION}${edition.host ? `, Host ${edition.host}` : ''}): ${UNIQUE ? 'cada solicitud un hogar nunca visto (--unique)' : `${HOUSEHOLDS} hogares distintos`}, ${CONNECTIONS} conexiones, ${DURATION} s por medición; carga ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const results: ScaleResult[] = [];
for (const scale of SCALES) results.push(await benchScale(scale, bodies));

const LABELS: Record<ServerKind, string> = { api: 'solo API    ', start: 'npm start   ' };
const fmt = (n: number, d = 0) => n.toFixed(d).padStart(9);
const row = (label: string, m: Measure) =>
  `${label} ${fmt(m.rps)} ${fmt(m.p50, 1)} ${fmt(m.p99, 1)} ${fmt(m.errors + m.non2xx)} ${fmt(m.cpuMsPerRequest, 3)}`;
console.log(
  '\nproductos   proceso           req/s    p50 ms    p99 ms   errores  CPU ms/sol.  residente MB (inicio → índice → fin)',
);
for (const r of results) {
  console.log(
    `${String(r.scale).padStart(9)}   (carga al terminar: ${r.loadAverage.map((n) => n.toFixed(2)).join(' ')})`,
  );
  for (const kind of MODES) {
    const m = r.servers[kind]!;
    console.log(
      `${' '.repeat(9)}   ${row(LABELS[kind], m)}   ${m.rssStartMb.toFixed(0)} → ${m.rssIndexMb.toFixed(0)} → ${m.rssEndMb.toFixed(0)}   aciertos de caché ${Number.isNaN(m.hitRatio) ? '—' : `${(100 * m.hitRatio).toFixed(1)}%`}`,
    );
  }
  console.log(`${' '.repeat(9)}   ${row('ruta básica ', r.bare)}`);
  for (const kind of MODES) {
    const m = r.servers[kind]!;
    const ratio = r.ratios[kind]!;
    const met = r.scale <= 1_500 ? ratio >= 0.8 && m.p99 < 50 : m.p99 < 150;
    console.log(
      `${' '.repeat(9)}   ${LABELS[kind]} ÷ básica: req/s ${(ratio * 100).toFixed(0)}%   p99 ${(m.p99 / Math.max(1, r.bare.p99)).toFixed(2)}×   CPU por solicitud ${(m.cpuMsPerRequest / Math.max(0.001, r.bare.cpuMsPerRequest)).toFixed(2)}× (básica ÷ ${LABELS[kind].trim()} en CPU: ${((100 * r.bare.cpuMsPerRequest) / Math.max(0.001, m.cpuMsPerRequest)).toFixed(0)}%)   metas (${r.scale <= 1_500 ? '≥ 80%, p99 < 50 ms' : 'p99 < 150 ms'}): ${met ? 'cumplidas' : 'NO cumplidas'}`,
    );
  }
}
mkdirSync(ARTIFACTS, { recursive: true });
writeFileSync(path.join(ARTIFACTS, 'results.json'), JSON.stringify(results, null, 2));
