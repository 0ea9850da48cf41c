import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../../src/platform/testing/test-runtime.js';
import { fuzzApi } from './fuzz-api.js';
import { fuzzRuntime } from './fuzz-setup.js';

/** A reduced `npm run fuzz` (issue 24): 10 bad bodies per write operation, on the loopback interface. */
describe('API fuzz (reduced)', () => {
  let setup: Awaited<ReturnType<typeof fuzzRuntime>>;
  let runtime: TestRuntime | undefined;

  beforeAll(async () => {
    setup = await fuzzRuntime();
    runtime = setup.runtime;
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('answers no 5xx, writes nothing on a refusal and takes no non-JSON body where JSON is due', async () => {
    const report = await fuzzApi({
      app: setup.app,
      sequelize: setup.runtime.sequelize,
      adminToken: setup.adminToken,
      bodiesPerOperation: 10,
    });
    expect(report.operations).toBeGreaterThan(50);
    expect(report.serverErrors).toEqual([]);
    expect(report.writesOnRefusal).toEqual([]);
    expect(report.acceptedNonJson).toEqual([]);
  }, 90_000);
});
