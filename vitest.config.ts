import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { patience } from './src/platform/testing/patience.js';
import DurationSequencer from './tests/support/duration-sequencer.js';

export default defineConfig({
  // web/ tests import the modules' pure domain code through the same alias as web/vite.config.ts.
  resolve: { alias: { '@domain': fileURLToPath(new URL('./src/modules', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'admin/src/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'tests/fixtures/**'],
    globalSetup: ['tests/global-setup.ts'],
    // Every API answer a test receives through supertest is checked against the OpenAPI document.
    setupFiles: ['tests/api-contract.setup.ts'],
    // Two cores: two test files at a time, each with its own database and queue prefix.
    pool: 'forks',
    maxWorkers: 2,
    // The two worker processes are reused from file to file (each file still gets its own database, queue prefix
    // and runtime): without this, every file paid 2-4 s to load the app's module graph again, 650 s of a run.
    isolate: false,
    // A file that replaces a global (web's fetch recorder) gets it back before the next file runs in that process.
    unstubGlobals: true,
    // Deadlines are a quiet machine's times stretched by TEST_PATIENCE (src/platform/testing/patience.ts):
    // a busy machine or CI runner must not fail a test that is only slow; a real defect still fails, later.
    testTimeout: patience(30_000),
    // expect.poll's default of 1 s is too short for a browser on 2 busy cores.
    expect: { poll: { timeout: patience(15_000) } },
    hookTimeout: patience(60_000),
    // Longest files first, by tests/file-durations.json, also on a fresh clone (see the sequencer).
    sequence: { sequencer: DurationSequencer },
    reporters: ['default'],
  },
});
