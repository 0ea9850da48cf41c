import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { EnsureFirstAdmin } from '../application/ensure-first-admin.js';
import { IDENTITY } from '../tokens.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await createTestRuntime();
});

afterAll(async () => {
  await runtime?.dispose();
});

describe('first start and npm run user:create', () => {
  it('creates one ADMIN with a one-time password on an empty user table, and only then', async () => {
    const ensure = runtime.container.get<EnsureFirstAdmin>(IDENTITY.EnsureFirstAdmin);
    const first = await ensure.execute();
    expect(first).toMatchObject({ email: 'admin@example.com' });
    expect(first!.oneTimePassword).toHaveLength(12);
    expect(await ensure.execute()).toBeNull();

    const app = runtime.createHttpApp();
    const login = await request(app).post('/token').send({ username: first!.email, password: first!.oneTimePassword });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('PASSWORD_EXPIRED');
    const changed = await request(app)
      .post('/api/auth/password/change')
      .send({ email: first!.email, currentPassword: first!.oneTimePassword, newPassword: 'Propia#2026' });
    expect(changed.status).toBe(200);
    expect(changed.body.user.roles).toEqual(['ADMIN']);
  });

  it('the CLI creates a user with roles, printing a one-time password only when none is given', async () => {
    const env = { ...process.env, DATABASE_URL: runtime.database.url, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    const cli = (...args: string[]) =>
      run(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/user-create.ts', ...args], { cwd: ROOT, env });

    const generated = await cli('--email', 'Cli.Uno@Example.com', '--role', 'EJECUTIVO', '--role', 'SUPERVISOR');
    expect(generated.stdout).toMatch(/Usuario creado: #\d+ cli\.uno@example\.com \(EJECUTIVO, SUPERVISOR\)/);
    const password = /Contraseña de un solo uso[^:]*: (\S+)/.exec(generated.stdout)![1]!;
    expect(password).toHaveLength(12);

    const given = await cli('--email', 'cli.dos@example.com', '--role', 'ADMIN', '--password', 'Dada#2026ab');
    expect(given.stdout).not.toMatch(/un solo uso/);
    const app = runtime.createHttpApp();
    expect(
      (await request(app).post('/token').send({ username: 'cli.dos@example.com', password: 'Dada#2026ab' })).status,
    ).toBe(200);

    await expect(cli('--email', 'cli.dos@example.com', '--role', 'ADMIN')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Ya existe un usuario con ese correo/),
    });
    await expect(
      cli('--email', 'cli.tres@example.com', '--role', 'ADMIN', '--password', 'debil'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/contraseña/),
    });
    await expect(cli('--email', 'cli.cuatro@example.com')).rejects.toMatchObject({ code: 2 });
  }, 180_000);
});
