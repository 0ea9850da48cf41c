import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { portAnswers } from '../src/platform/database-url.js';
import { freePort } from '../src/platform/testing/free-port.js';

/**
 * Issue 9 §1: what a newcomer meets. The committed tree (`git clone` of this repository, so an
 * uncommitted or git-ignored file cannot help) is started with the README's first command, `npm start`,
 * with no DATABASE_URL, nothing answering where the local PostgreSQL is probed, no Redis, and a DATA_DIR
 * that does not exist yet. It must build, start the embedded PostgreSQL, migrate, seed and serve the UF,
 * the result list and the back-office.
 *
 * Cost: the only shortcut is node_modules, hard-linked from this checkout (`cp -al`), so start.sh's
 * `npm install` step is skipped exactly as it is after a first install; the build runs as is.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Environment of a newcomer's shell: nothing of this test run's database, queue or mode. */
function newcomerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      /^(DATABASE_|REDIS_|QUEUE_|CMP_|VITEST|NODE_ENV$|TEST$|JWT_|SEED_|DATA_DIR$|PORT$|HOST$|PUBLIC_URL$)/.test(key)
    ) {
      continue;
    }
    env[key] = value;
  }
  return { ...env, ...extra };
}

describe('a fresh clone started with `npm start` and no services', () => {
  const workdir = mkdtempSync(path.join(tmpdir(), 'cmp-fresh-clone-'));
  let child: ChildProcess | undefined;

  afterAll(async () => {
    // detached: npm leads its own process group (npm → sh → bash → tsx → node). npm exits at once on
    // SIGTERM while the server shuts down gracefully, so wait for the whole group, not for npm.
    const group = child?.pid;
    if (group) {
      const alive = () => {
        try {
          process.kill(-group, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (alive()) process.kill(-group, 'SIGTERM');
      const deadline = Date.now() + 30_000;
      while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      if (alive()) process.kill(-group, 'SIGKILL');
    }
    rmSync(workdir, { recursive: true, force: true });
  }, 60_000);

  it('builds, starts an embedded PostgreSQL in a new DATA_DIR and serves the UF, results and back-office', async () => {
    const clone = path.join(workdir, 'clone');
    execFileSync('git', ['clone', '--quiet', REPO, clone]);
    execFileSync('cp', ['-al', realpathSync(path.join(REPO, 'node_modules')), path.join(clone, 'node_modules')]);
    // What `npm install` leaves behind: the lock file no newer than node_modules/.package-lock.json
    // (git gave the clone's lock file the clone's time). The clone's file is changed, never the shared one.
    const installed = statSync(path.join(clone, 'node_modules', '.package-lock.json')).mtime;
    utimesSync(path.join(clone, 'package-lock.json'), installed, installed);

    const [port, closedPostgres, embeddedPort, closedRedis] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    expect(await portAnswers('127.0.0.1', closedPostgres, 500)).toBe(false);
    const dataDir = path.join(workdir, 'data', 'nested'); // does not exist, nor does its parent
    const started = Date.now();
    child = spawn('npm', ['start'], {
      cwd: clone,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: newcomerEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOCAL_POSTGRES_PORT: String(closedPostgres),
        EMBEDDED_POSTGRES_PORT: String(embeddedPort),
        REDIS_URL: `redis://127.0.0.1:${closedRedis}`,
        LOG_LEVEL: 'info',
      }),
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 540_000;
    while (!output.includes('Sitio en') && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output, output.slice(-4000)).toContain('Sitio en');
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `fresh clone: npm start → serving in ${seconds.toFixed(1)} s (build, embedded PostgreSQL, seed)\n`,
    );
    expect(output).toContain('PostgreSQL embebido');
    expect(output).toContain('Redis no responde');

    const base = `http://127.0.0.1:${port}`;
    const uf = await fetch(`${base}/api/globales/uf`);
    expect(uf.status).toBe(200);
    expect(((await uf.json()) as { data: { value: number } }).data.value).toBeGreaterThan(0);

    const results = await fetch(`${base}/api/insurance/compare/metadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'] }),
    });
    expect(results.status).toBe(200);
    const body = (await results.json()) as {
      total: number;
      data: Array<{ displayName: string; price: { text: string } }>;
    };
    expect(body.total).toBeGreaterThan(40);
    expect(body.data.length).toBe(20);
    expect(body.data[0]!.displayName.length).toBeGreaterThan(0);

    const page = await fetch(`${base}/Comparar/Seguros-de-Salud`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toMatch(/<script[^>]+src="\/assets\/[^"]+\.js"/);

    const admin = await fetch(`${base}/admin`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toContain('text/html');
    expect(await admin.text()).toMatch(/<script[^>]+src="[^"]*assets\/[^"]+\.js"/);
  }, 600_000);
});
