import type { Express } from 'express';
import type { TestRuntime } from '../../src/platform/testing/test-runtime.js';
import { createTestRuntime } from '../../src/platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../../src/modules/identity/testing/identity-fixtures.js';
import { createCompanyWithPolicy } from '../../src/modules/policies/testing/policies-fixtures.js';

/** A runtime on a fresh test database with an admin and a company with a policy (so id 1 exists for some). */
export async function fuzzRuntime(): Promise<{ runtime: TestRuntime; app: Express; adminToken: string }> {
  const runtime = await createTestRuntime();
  const app = runtime.createHttpApp();
  await createCompanyWithPolicy(runtime, { name: 'Fuzz SpA' });
  const admin = await createTestUser(runtime, ['ADMIN']);
  const adminToken = (await loginAs(app, admin.email)).access_token;
  return { runtime, app, adminToken };
}
