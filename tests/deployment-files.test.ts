import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The Dockerfile and the compose production profile cannot be built here: these checks keep them calling
 * only what the tests run (npm ci, npm run build, node dist/main.js, node dist/server/*.js) and passing every setting that
 * production mode requires.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in one stage and runs the built server in another, with production dependencies only', () => {
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
    expect(stages[0]).toMatch(/^RUN npm run build$/m);
    expect(stages[1]).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(stages[1]).toMatch(/^ENV NODE_ENV=production$/m);
    expect(stages[1]).toMatch(/^USER node$/m);
    expect(stages[1]).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health\/live/m);
    expect(stages[1]).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
    const instructions = dockerfile.replace(/^#.*$/gm, '');
    expect(instructions).not.toMatch(/tsx/);
  });

  it('calls only npm scripts that exist', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const [, name] of dockerfile.matchAll(/npm run ([\w:-]+)/g)) expect(scripts).toHaveProperty(name!);
    expect(scripts.build).toMatch(/build:server/);
  });
});

describe('docker-compose.yml, profile prod', () => {
  const compose = read('docker-compose.yml');
  const prod = compose.slice(compose.indexOf('# ---- production profile ----'));

  it('runs two API processes, one worker and a one-shot migration on the built server', () => {
    expect(prod.match(/^ {6}ROLE: api$/gm)).toHaveLength(1);
    expect(prod).toMatch(/^ {2}api-2:\n {4}<<: \*api$/m);
    expect(prod.match(/^ {6}ROLE: worker$/gm)).toHaveLength(1);
    expect(prod).toMatch(/command: \['node', 'dist\/server\/migrate\.js'\]/);
    // db, cache, migrate, api-1 (api-2 takes its keys) and worker.
    expect(prod.match(/profiles: \[prod\]/g)).toHaveLength(5);
    expect(prod.match(/healthcheck:/g)).toHaveLength(2);
  });

  it('passes every setting production mode requires', () => {
    for (const key of [
      'NODE_ENV',
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'PUBLIC_URL',
      'JWT_ACCESS_SECRET',
      'JWT_REFRESH_SECRET',
      'SALES_LINK_SECRET',
      'PAYMENT_PROVIDERS',
      'PAYMENT_TEST_MODE',
      'SANDBOX_WEBHOOK_SECRET',
      'MERCADOPAGO_ACCESS_TOKEN',
      'MERCADOPAGO_WEBHOOK_SECRET',
      'TRANSBANK_COMMERCE_CODE',
      'TRANSBANK_API_KEY',
      'KUSHKI_PRIVATE_MERCHANT_ID',
      'KUSHKI_WEBHOOK_SECRET',
    ]) {
      expect(prod).toMatch(new RegExp(`^ {6}${key}: `, 'm'));
    }
    // No secret written here: each comes from the environment, and the server refuses it when missing.
    expect(prod).not.toMatch(/_(SECRET|KEY|TOKEN|PASSWORD): (?!\$\{)/);
  });
});
