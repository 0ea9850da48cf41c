/**
 * npx tsx scripts/bench/plans-same-bytes.ts --other /path/to/other/checkout [--database-url postgres://…]
 *   [--count 300] [--plain]
 *
 * Starts this checkout's server and another checkout's (e.g. the base commit of a branch, with its own
 * node_modules) over the database of `npm run bench:plans` (loaded by it first), asks both the bench's plan
 * searches (both mixes) and variants of them (every order, page 2, price bounds, the budget, a complementary
 * insurance), each with a fixed uuid, and reports every answer whose status or bytes differ: a change to the
 * plan search's miss path must not change one byte (issue 31). Exits 1 on a difference. --plain sends them as
 * autocannon does (no Accept-Encoding), so a plan search fast lane answers them after the route's first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { productionEnv } from '../../src/platform/testing/production-env.js';
import { freePort, plansDatabaseUrl } from './bench-support.js';
import { CLINICS, planSearches } from './plan-searches.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    other: { type: 'string' },
    'database-url': { type: 'string' },
    count: { type: 'string', default: '300' },
    // Requests as autocannon sends them (node:http, no Accept-Encoding): the ones a fast lane may answer.
    plain: { type: 'boolean', default: false },
  },
  strict: false,
});
/** A POST with only Content-Type and Content-Length (fetch would ask for compression). */
function plainPost(url: string, body: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
if (typeof values.other !== 'string') throw new Error('falta --other <carpeta de la otra copia>');
const DATABASE_URL = plansDatabaseUrl(values['database-url']);

async function startServer(root: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...productionEnv({ DATABASE_URL }),
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      ROLE: 'api',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status < 500) return { child, url };
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${root} no respondió a tiempo`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const servers = [await startServer(ROOT), await startServer(path.resolve(values.other))];
let differences = 0;
let asked = 0;
try {
  const [here] = servers;
  const clinics = (
    (await (await fetch(`${here!.url}/api/buscarplanes/prestadores`)).json()) as { data: { url: string }[] }
  ).data.map((c) => c.url);
  const insurances = (await (await fetch(`${here!.url}/api/infoplanes/seguros`)).json()) as {
    data?: { productCode: string; insurance: object | null }[];
  };
  // A product the simulator can add (its terms known): the plans' costs of care then go through careCost.
  const insurance = insurances.data?.find((i) => i.insurance !== null)?.productCode ?? null;
  console.log(`seguro complementario de las variantes: ${insurance ?? 'ninguno'}`);
  const variants: ((search: Record<string, unknown>) => Record<string, unknown>)[] = [
    (s) => s,
    (s) => ({ ...s, page: 2 }),
    (s) => ({ ...s, order: 'higherPrice', take: 7 }),
    (s) => ({ ...s, order: 'recommended' }),
    (s) => ({ ...s, order: 'coverage', onlyBudget: true }),
    (s) => ({ ...s, fromPrice: 80_000, toPrice: 260_000 }),
    (s) => ({ ...s, states: ['Comercializable', 'No Comercializable'], page: 3 }),
    ...(insurance ? [(s: Record<string, unknown>) => ({ ...s, insurance })] : []),
  ];
  const count = Number(values.count);
  for (const withScenarios of [false, true]) {
    for (const [n, body] of planSearches(count, withScenarios, clinics.length ? clinics : CLINICS).entries()) {
      for (const [v, variant] of variants.entries()) {
        const search = JSON.stringify({
          ...variant(JSON.parse(body) as Record<string, unknown>),
          uuid: `same-bytes-${n}-${v}`,
        });
        const answers = await Promise.all(
          servers.map(async ({ url }) => {
            const target = `${url}/api/buscarplanes/compare/metadataPlanesPersonas`;
            if (values.plain) return plainPost(target, search);
            const res = await fetch(target, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: search,
            });
            return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
          }),
        );
        asked++;
        const [a, b] = answers;
        if (a!.status !== b!.status || !a!.bytes.equals(b!.bytes)) {
          differences++;
          if (differences <= 5)
            console.log(`distinta: ${search}\n  ${a!.status} ${a!.bytes.length} B / ${b!.status} ${b!.bytes.length} B`);
        }
      }
    }
  }
} finally {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}
console.log(`${asked} búsquedas, ${differences} respuestas distintas`);
process.exitCode = differences > 0 ? 1 : 0;
