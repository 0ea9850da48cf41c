import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portAnswers } from '../src/platform/database-url.js';
import { createTestDatabase, TEST_REDIS_URL } from '../src/platform/testing/test-database.js';
import { deleteKeys } from '../src/platform/testing/test-runtime.js';

describe('src/main.ts as a real process', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
    await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  });

  it('serves with ROLE=all and shuts down cleanly on SIGTERM', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    // node itself with tsx's loader, not the tsx CLI: the CLI is a second process that relays signals, and
    // on a loaded machine it sometimes ended with the signal's 143 instead of the server's own exit code.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        LOG_LEVEL: 'info',
        SEED_SAMPLE_DATA: 'never',
        JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
        JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const deadline = Date.now() + 30_000;
    while (!output.includes('Sitio en') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('Sitio en');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Apagado completo');
    expect(await portAnswers('127.0.0.1', port, 500)).toBe(false);
  }, 60_000);
});
