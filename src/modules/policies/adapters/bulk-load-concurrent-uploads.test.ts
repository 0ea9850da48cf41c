import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../../identity/testing/identity-fixtures.js';
import type { Policy } from '../domain/policy.js';
import { activationXlsx } from '../testing/bulk-files.js';
import { createCompanyWithPolicy } from '../testing/policies-fixtures.js';

/** Issue 25 #7: the same file uploaded ten times at once is one load and nine duplicates, never a 5xx. */
describe('bulk-load upload of one file ten times at once (local file store, real Postgres)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let company: { organizationId: number; policy: Policy };
  let manager: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'concurrent-uploads-'));

  beforeAll(async () => {
    runtime = await createTestRuntime({ DATA_DIR: dataDir, FILE_STORAGE: 'local' });
    app = runtime.createHttpApp();
    company = await createCompanyWithPolicy(runtime, { name: 'Simultánea SpA' });
    const user = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], {
      companyId: company.organizationId,
    });
    manager = (await loginAs(app, user.email)).access_token;
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('answers one load and nine duplicates of it, stores the file once and whole, leaves no temporary file', async () => {
    const file = await activationXlsx({ rows: 20 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(app)
          .post('/api/admin/bulk-loads')
          .auth(manager, { type: 'bearer' })
          .field('kind', 'activation')
          .field('policyId', String(company.policy.id))
          .attach('file', file, `nomina-${i}.xlsx`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(202));
    const bodies = answers.map((answer) => answer.body.data as { id: number; duplicate: boolean });
    expect(bodies.filter((body) => !body.duplicate)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    const loads = await runtime.sequelize.query<{ storage_key: string }>(
      'SELECT storage_key FROM policy_bulk_loads WHERE policy_id = $1',
      { bind: [company.policy.id], type: QueryTypes.SELECT },
    );
    expect(loads).toHaveLength(1);
    const folder = path.join(dataDir, 'files', path.dirname(loads[0]!.storage_key));
    expect(readdirSync(folder)).toEqual([path.basename(loads[0]!.storage_key)]);
    expect(Buffer.compare(readFileSync(path.join(dataDir, 'files', loads[0]!.storage_key)), file)).toBe(0);
  });
});
