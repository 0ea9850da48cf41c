import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { patience } from './src/platform/testing/patience.js';

/**
 * npm run test:unit: the tests that need no PostgreSQL, Redis or browser — domain rules, use cases with
 * their ports' fakes, the configuration's validation, and the site's and back-office's component tests.
 * No globalSetup (it migrates a database). A test in these folders that needs a service is named
 * *.integration.test.ts (vitest.config.ts runs it); the services point at closed ports here, so one that
 * forgets fails at once instead of passing only on a machine that has them.
 */
export default defineConfig({
  resolve: { alias: { '@domain': fileURLToPath(new URL('./src/modules', import.meta.url)) } },
  test: {
    include: [
      'src/kernel/**/*.test.ts',
      'src/modules/*/domain/**/*.test.ts',
      'src/modules/*/application/**/*.test.ts',
      'src/platform/config.test.ts',
      'src/platform/production-config.test.ts',
      // The repository's own rules, read from its files: no database, Redis or browser.
      'tests/admin-labels.test.ts',
      'tests/dependency-rules.test.ts',
      'tests/permissions-used.test.ts',
      'tests/deployment-files.test.ts',
      'tests/readme-config.test.ts',
      'tests/web-zones.test.ts',
      'tests/web-start-after-first-paint.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'admin/src/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
    env: {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unit_tests_have_no_database',
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unit_tests_have_no_database',
      REDIS_URL: 'redis://127.0.0.1:1',
      TEST_REDIS_URL: 'redis://127.0.0.1:1',
      PGHOST: '127.0.0.1',
      PGPORT: '1',
    },
    pool: 'forks',
    maxWorkers: 2,
    // A quiet machine's 10 s stretched by TEST_PATIENCE: dependency-cruiser and ESLint are slow on a busy one.
    testTimeout: patience(10_000),
    reporters: ['default'],
  },
});
