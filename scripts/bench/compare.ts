/**
 * npm run bench [-- --scales 1500,100000 --duration 15 --connections 32 --profile --reload]
 *
 * Loads the sample catalogue at each scale into its own database (DATABASE_URL + '_<scale>', default
 * postgres://postgres@127.0.0.1:5432/cmp_bench_1500 and …_100000), starts the real server (ROLE=api) in its own process, and
 * runs autocannon against POST /api/insurance/compare/metadata sorted by lowerPrice with household profiles
 * drawn from a fixed seed (at least 500 different households: a contributor 18-70 with income, sometimes a
 * partner, 0-3 dependants), then against a bare Express route answering constant JSON of the same size.
 * Prints req/s, p50 and p99 of each and the ratios, and the server's CPU milliseconds per request (read from
 * /proc: the one figure a busy machine barely moves). A script, never a timed test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase } from '../../src/platform/database-url.js';
import { productionEnv } from '../../src/platform/testing/production-env.js';
import { prng } from '../seed/catalogue-generator.js';
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
    profile: { type: 'boolean', default: false },
    reload: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
  strict: false,
});
const BASE_DATABASE_URL =
  (values['database-url'] as string | undefined) ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/cmp_bench';
/** One database per scale (cmp_bench_1500, cmp_bench_100000): switching scales never reloads. */
function databaseFor(scale: number): string {
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `${url.pathname}_${scale}`;
  return url.toString();
}
let DATABASE_URL = databaseFor(1500);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const SCALES = String(values.scales)
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);

/** Households from a fixed seed: never the same few, so no cache can answer everything. */
export function households(count: number, seed = 42): object[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const sexo = () => (random() < 0.5 ? 'Masculino' : 'Femenino');
  const result: object[] = [];
  const seen = new Set<string>();
  while (result.length < count) {
    const cotizante: object[] = [{ edad: int(18, 70), sexo: sexo(), ingreso: int(5, 60) * 100_000 }];
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

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
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
  if (!values.reload && (await productCount()) === scale) {
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

async function run(url: string, bodies: string[], duration: number, serverPid?: number): Promise<Measure> {
  let next = 0;
  const cpuBefore = serverPid ? processTreeCpuMs(serverPid) : 0;
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
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    cpuMsPerRequest: serverPid ? (processTreeCpuMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total) : 0,
  };
}

async function warmUp(url: string, bodies: string[]): Promise<void> {
  for (let start = 0; start < bodies.length; start += 8) {
    await Promise.all(
      bodies
        .slice(start, start + 8)
        .map((body) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) =>
            r.arrayBuffer(),
          ),
        ),
    );
  }
}

/** Top self-time functions of a V8 CPU profile. */
function summariseProfile(file: string, top = 20): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const where = node.callFrame.url.split('/').slice(-2).join('/');
    const key = `${node.callFrame.functionName || '(anónima)'} ${where}${where ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
}

async function benchScale(scale: number, bodies: string[]): Promise<Record<string, unknown>> {
  DATABASE_URL = databaseFor(scale);
  await ensureScale(scale);
  mkdirSync(ARTIFACTS, { recursive: true });
  const apiPort = await freePort();
  const profileDir = path.join(ARTIFACTS, `cpu-${scale}`);
  const nodeArgs = values.profile ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : [];
  const api = start(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    DATABASE_URL,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    ROLE: 'api',
    LOG_LEVEL: 'warn',
    // A complete production configuration (random secrets): production mode refuses anything less.
    ...productionEnv({ DATABASE_URL }),
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  });
  const url = `http://127.0.0.1:${apiPort}/api/insurance/compare/metadata`;
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
    // First call builds the comparison index; keep one answer as the bare route's payload.
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[0],
    });
    if (first.status !== 200) throw new Error(`la comparación respondió ${first.status}: ${await first.text()}`);
    const payload = await first.text();
    const payloadFile = path.join(ARTIFACTS, `payload-${scale}.json`);
    writeFileSync(payloadFile, payload);
    console.log(`   respuesta de ${(payload.length / 1024).toFixed(1)} KB, ${JSON.parse(payload).total} resultados`);
    // Warm-up: every household once (the process's caches fill once; what follows is the steady state).
    await warmUp(url, bodies);
    await run(url, bodies, 3);
    const api1 = await run(url, bodies, DURATION, api.pid);
    // The server's own view of the run (issue 16): a /metrics scrape, kept beside the other artifacts.
    const metricsText = await (
      await fetch(`http://127.0.0.1:${apiPort}/metrics`, {
        headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
      })
    ).text();
    writeFileSync(path.join(ARTIFACTS, `metrics-${scale}.txt`), metricsText);
    const interesting =
      /^(http_request_duration_seconds_(count|sum)\{[^}]*compare|db_pool_connections|outbox_|bullmq_queue_jobs|process_resident_memory_bytes|nodejs_eventloop_lag_p99_seconds)/;
    for (const line of metricsText.split('\n').filter((l) => interesting.test(l))) console.log(`   /metrics ${line}`);

    const barePort = await freePort();
    const bare = start(TSX, ['scripts/bench/bare-server.ts', payloadFile, String(barePort)], {
      NODE_ENV: 'production',
    });
    let bareMeasure: Measure;
    try {
      await waitFor(`http://127.0.0.1:${barePort}/`);
      await run(`http://127.0.0.1:${barePort}/bare`, bodies, 3);
      bareMeasure = await run(`http://127.0.0.1:${barePort}/bare`, bodies, DURATION, bare.pid);
    } finally {
      await stop(bare);
    }
    const summary = {
      scale,
      compare: api1,
      bare: bareMeasure,
      ratio: api1.rps / bareMeasure.rps,
      targets:
        scale <= 1_500
          ? { ratioAtLeast: 0.4, p99Below: 50, met: api1.rps / bareMeasure.rps >= 0.4 && api1.p99 < 50 }
          : { p99Below: 150, met: api1.p99 < 150 },
    };
    return summary;
  } finally {
    await stop(api);
    if (values.profile) {
      const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
      if (files.length > 0) {
        console.log(`   perfil de CPU del servidor (${files[0]}), funciones con más tiempo propio:`);
        for (const line of summariseProfile(path.join(profileDir, files[0]!))) console.log(`     ${line}`);
      }
    }
  }
}

const HOUSEHOLDS = Math.max(500, Number(values.households));
const bodies = households(HOUSEHOLDS).map((profile) =>
  JSON.stringify({
    organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
    comparator: 'Seguros-de-Salud',
    order: 'lowerPrice',
    profile,
  }),
);
console.log(`Benchmark: ${HOUSEHOLDS} hogares distintos, ${CONNECTIONS} conexiones, ${DURATION} s por medición`);
const results: Record<string, unknown>[] = [];
for (const scale of SCALES) results.push(await benchScale(scale, bodies));

const fmt = (n: number, d = 0) => n.toFixed(d).padStart(9);
console.log('\nproductos   ruta            req/s      p50 ms    p99 ms   errores  CPU ms/sol.');
for (const r of results as {
  scale: number;
  compare: Measure;
  bare: Measure;
  ratio: number;
  targets: { met: boolean };
}[]) {
  console.log(
    `${String(r.scale).padStart(9)}   comparación ${fmt(r.compare.rps)} ${fmt(r.compare.p50, 1)} ${fmt(r.compare.p99, 1)} ${fmt(r.compare.errors + r.compare.non2xx)} ${fmt(r.compare.cpuMsPerRequest, 3)}`,
  );
  console.log(
    `${' '.repeat(9)}   ruta básica ${fmt(r.bare.rps)} ${fmt(r.bare.p50, 1)} ${fmt(r.bare.p99, 1)} ${fmt(r.bare.errors + r.bare.non2xx)} ${fmt(r.bare.cpuMsPerRequest, 3)}`,
  );
  console.log(
    `${' '.repeat(9)}   razón req/s comparación / básica: ${(r.ratio * 100).toFixed(0)}%   p99 comparación / básica: ${(r.compare.p99 / Math.max(1, r.bare.p99)).toFixed(2)}   CPU por solicitud comparación / básica: ${(r.compare.cpuMsPerRequest / Math.max(0.001, r.bare.cpuMsPerRequest)).toFixed(2)}   metas: ${r.targets.met ? 'cumplidas' : 'NO cumplidas'}`,
  );
}
mkdirSync(ARTIFACTS, { recursive: true });
writeFileSync(path.join(ARTIFACTS, 'results.json'), JSON.stringify(results, null, 2));
