import { appendFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, expect } from 'vitest';
import { OUTSIDE_CONTRACT, type ApiContract, type ContractAnswer } from '../src/platform/testing/api-contract.js';

/**
 * Vitest setup: every answer a test receives through supertest (request(app) or request.agent(app)) is checked
 * against the OpenAPI document, so a route that answers what its documentation does not say fails the test that
 * called it, with the method, path, status and schema error. The document is built once per test file, on the
 * first answer (test files that never call the API do not build it).
 */

const CONTRACT = Symbol.for('cmp.api-contract');
const ORIGINAL_ASSERT = Symbol.for('cmp.api-contract.supertest-assert');

type Callback = (error: Error | null, response?: ContractAnswer) => void;
interface PatchedTest {
  [OUTSIDE_CONTRACT]?: boolean;
  method: string;
  url: string;
  assert(error: Error | null, response: ContractAnswer | undefined, callback?: Callback): void;
}

/**
 * Test files share a worker process (vitest.config.ts: isolate false), and this file runs again before each of
 * them: the document is built once per process, and supertest's own assert is wrapped once, never the wrapper.
 */
const shared = globalThis as typeof globalThis & {
  [CONTRACT]?: Promise<ApiContract>;
  [ORIGINAL_ASSERT]?: PatchedTest['assert'];
};
const contractOf = () =>
  (shared[CONTRACT] ??= Promise.all([
    import('../src/platform/testing/api-contract.js'),
    import('../src/api-document.js'),
  ]).then(
    ([{ ApiContract }, { buildApiDocument }]) =>
      new ApiContract(buildApiDocument() as unknown as ConstructorParameters<typeof ApiContract>[0]),
  ));

const prototype = (request as unknown as { Test: { prototype: PatchedTest } }).Test.prototype;
const assert = (shared[ORIGINAL_ASSERT] ??= prototype.assert);
prototype.assert = function (this: PatchedTest, error, response, callback) {
  if (!response || !callback || this[OUTSIDE_CONTRACT]) {
    assert.call(this, error, response, callback);
    return;
  }
  assert.call(this, error, response, (failure, answered) => {
    // The test's own expectations speak first (an unexpected status says more than its body).
    if (failure) {
      callback(failure, answered);
      return;
    }
    contractOf().then(
      (api) => {
        const problem = api.check(this.method, this.url, response);
        callback(problem ? new Error(problem) : null, answered);
      },
      (buildError: unknown) => callback(buildError as Error, answered),
    );
  });
};

// API_CONTRACT_STATS=<file>: one line per test file with the answers checked (the figure in the README).
const testPath = expect.getState().testPath;
const before = shared[CONTRACT] ? { ...(await shared[CONTRACT]).counts } : { schema: 0, status: 0 };
afterAll(async () => {
  const file = process.env.API_CONTRACT_STATS;
  if (!file || !shared[CONTRACT]) return;
  const { counts } = await shared[CONTRACT];
  const checked = { schema: counts.schema - before.schema, status: counts.status - before.status };
  appendFileSync(file, `${JSON.stringify({ file: testPath, ...checked })}\n`);
});
