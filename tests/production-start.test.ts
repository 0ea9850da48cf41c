import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS } from '../src/platform/development-secrets.js';
import { productionEnv } from '../src/platform/testing/production-env.js';
import { databaseUrl, TEST_REDIS_URL, withAdminClient } from '../src/platform/testing/test-database.js';
import { deleteKeys } from '../src/platform/testing/test-runtime.js';
import { sandboxSignature } from '../src/modules/sales/adapters/providers/sandbox-provider.js';
import { freePort } from '../src/platform/testing/free-port.js';

/**
 * Issue 26: the server built once (`npm run build:server` → dist/server/) runs as production does,
 * `node dist/main.js` with NODE_ENV=production, no tsx: on an empty database it migrates itself from
 * the compiled migrations and serves the liveness route, the site and the back-office; without one required
 * setting it exits at once naming it. The site and back-office builds are reused when present.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** Only what a production host would have: no test run's variables, no NODE_OPTIONS loader. */
function hostEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...settings };
}

function startBuilt(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  child.stdout.on('data', (chunk) => (output.text += chunk));
  child.stderr.on('data', (chunk) => (output.text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

describe('the built server in production mode (node dist/main.js)', () => {
  const database = `cmp_t_${process.ppid}_prod${randomBytes(3).toString('hex')}`;
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    await run(TSX, ['scripts/build-server.ts'], { cwd: ROOT });
    if (!existsSync(path.join(ROOT, 'dist/web/index.html')) || !existsSync(path.join(ROOT, 'dist/admin/index.html'))) {
      await run('npm', ['run', '--silent', 'build:web'], { cwd: ROOT });
      await run('npm', ['run', '--silent', 'build:admin'], { cwd: ROOT });
    }
    // Empty, not the migrated template: the built server must migrate it from dist/server/migrations.
    await withAdminClient((client) => client.query(`CREATE DATABASE ${database}`));
  }, 300_000);

  afterAll(async () => {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  });

  it('migrates an empty database and serves the liveness route, the site and /admin, with no tsx', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startBuilt(
      hostEnv(
        productionEnv({
          DATABASE_URL: databaseUrl(database),
          REDIS_URL: TEST_REDIS_URL,
          QUEUE_PREFIX: prefix,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        }),
      ),
    );
    try {
      const deadline = Date.now() + 120_000;
      while (!server.output.text.includes('Sitio en') && Date.now() < deadline && server.child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(server.output.text, server.output.text.slice(-3000)).toContain('Sitio en');

      const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(cmdline).toEqual([process.execPath, 'dist/main.js']);
      expect(readFileSync(`/proc/${server.child.pid}/environ`, 'utf8')).not.toMatch(/tsx/);

      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      const site = await fetch(`${base}/`);
      expect(site.status).toBe(200);
      expect(await site.text()).toMatch(/<script[^>]+src="\/assets\/[^"]+\.js"/);
      const admin = await fetch(`${base}/admin`);
      expect(admin.status).toBe(200);
      expect(await admin.text()).toMatch(/<script[^>]+src="[^"]*assets\/[^"]+\.js"/);

      // Issue 25 hole 2: no sandbox provider, so a notice signed with the code's development secret is refused.
      const notice = { paymentId: '1', reference: 'x', status: 'approved' };
      const webhook = await fetch(`${base}/api/sales/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': sandboxSignature(notice, DEVELOPMENT_SECRETS.SANDBOX_WEBHOOK_SECRET),
        },
        body: JSON.stringify(notice),
      });
      expect(webhook.status).toBe(404);

      // Migrated from the compiled copies, recorded under the sources' names.
      const migrations = readdirSync(path.join(ROOT, 'migrations')).filter((f) => /^\d.*(?<!\.test)\.ts$/.test(f));
      const db = new pg.Client({ connectionString: databaseUrl(database) });
      await db.connect();
      const recorded = await db
        .query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
        .then((answer) => answer.rows)
        .finally(() => db.end());
      expect(recorded.map((row) => row.name)).toEqual(migrations.sort());
      expect(server.output.text).not.toMatch(/Contraseña/);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 180_000);

  // Each required setting removed in turn (and two unsafe values), every built process started side by side:
  // each exits 1 before listening and names what is wrong.
  const refusals: [string, Record<string, string>, RegExp][] = [
    ['DATABASE_URL', { DATABASE_URL: '' }, /DATABASE_URL: obligatoria en producción/],
    ['SMTP_URL', { SMTP_URL: '' }, /SMTP_URL: obligatoria en producción/],
    ['PUBLIC_URL', { PUBLIC_URL: '' }, /PUBLIC_URL: obligatoria en producción/],
    ['JWT_ACCESS_SECRET', { JWT_ACCESS_SECRET: '' }, /JWT_ACCESS_SECRET: obligatoria en producción/],
    ['JWT_REFRESH_SECRET', { JWT_REFRESH_SECRET: '' }, /JWT_REFRESH_SECRET: obligatoria en producción/],
    ['SALES_LINK_SECRET', { SALES_LINK_SECRET: '' }, /SALES_LINK_SECRET: obligatoria en producción/],
    ['PAYMENT_PROVIDERS', { PAYMENT_PROVIDERS: '' }, /PAYMENT_PROVIDERS: /],
    ['a short secret', { JWT_ACCESS_SECRET: 'corta' }, /JWT_ACCESS_SECRET: .*32 caracteres/],
    [
      "the code's development secret",
      { SALES_LINK_SECRET: DEVELOPMENT_SECRETS.SALES_LINK_SECRET },
      /SALES_LINK_SECRET: /,
    ],
    ['sample data', { SEED_SAMPLE_DATA: 'always' }, /SEED_SAMPLE_DATA: /],
  ];

  it('exits non-zero at once without each required setting, naming it', async () => {
    const started = await Promise.all(
      refusals.map(async ([, overrides]) =>
        startBuilt(hostEnv(productionEnv({ ...overrides, PORT: String(await freePort()) }))),
      ),
    );
    const outcomes = await Promise.all(
      started.map(async (server) => ({ code: await server.exited, text: server.output.text })),
    );
    refusals.forEach(([setting, , named], index) => {
      const { code, text } = outcomes[index]!;
      expect({ setting, code }).toEqual({ setting, code: 1 });
      expect(text).toMatch(/Configuración inválida para producción/);
      expect(text).toMatch(named);
      expect(text).not.toMatch(/Sitio en/);
    });
  }, 120_000);
});
