import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../src/platform/testing/test-runtime.js';
import { loadSampleCompanies } from './policies-sample.js';
import { loadSampleData } from './sample-data.js';

describe('sample client companies of a fresh clone (issue 11)', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  });
  afterAll(async () => {
    await runtime.dispose();
  });

  it('two companies, each with an active collective policy, ~50 employees with dependants and a payroll manager; only once', async () => {
    const managers = await loadSampleCompanies(runtime);
    expect(managers).toHaveLength(2);
    expect(managers.every((m) => m.oneTimePassword.length >= 8)).toBe(true);
    const rows = await runtime.sequelize.query<{
      name: string;
      status: string;
      groups: string;
      titulars: string;
      cargas: string;
      pending: string;
      manager_company: number;
    }>(
      `SELECT o.name, p.status,
              (SELECT count(*) FROM policy_coverage_groups g WHERE g.policy_id = p.id) AS groups,
              (SELECT count(*) FROM policy_memberships m JOIN policy_people pe ON pe.id = m.person_id
                 WHERE m.policy_id = p.id AND pe.insured_type = 'TITULAR') AS titulars,
              (SELECT count(*) FROM policy_memberships m JOIN policy_people pe ON pe.id = m.person_id
                 WHERE m.policy_id = p.id AND pe.insured_type = 'CARGA' AND pe.holder_id IS NOT NULL) AS cargas,
              (SELECT count(*) FROM policy_memberships m WHERE m.policy_id = p.id AND m.status = 'PROCESS_ACTIVATION') AS pending,
              (SELECT u.company_id FROM identity_users u WHERE u.company_id = o.id) AS manager_company
         FROM policy_client_organizations o JOIN policies p ON p.client_organization_id = o.id ORDER BY o.id`,
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'ACTIVE', groups: '2', titulars: '50', cargas: '25', pending: '4' });
      expect(row.manager_company).toEqual(expect.any(Number));
    }
    expect(await loadSampleCompanies(runtime)).toEqual([]);
  });

  it("with the sample catalogue loaded first (npm start), the policies name the catalogue's insurer and product, and billing opens their periods with the insured people", async () => {
    const other = await createTestRuntime();
    try {
      await loadSampleData(other, { onlyIfEmpty: false, scale: 20, plans: 0 });
      await loadSampleCompanies(other);
      const policies = await other.sequelize.query<{ insurer_id: number | null; product_name: string; ok: boolean }>(
        `SELECT p.insurer_id, p.product_name, pr.display_name = p.product_name AND pr.organization_id = p.insurer_id AS ok
           FROM policies p JOIN products pr ON pr.id = p.product_id ORDER BY p.id`,
        { type: QueryTypes.SELECT },
      );
      expect(policies).toHaveLength(2);
      expect(policies.every((p) => p.ok)).toBe(true);

      // As after `npm start`: the relay and the workers deliver the policies' events to billing, which opens
      // each sample policy's year of periods with the people accepted (InsuredActivated), not an empty one.
      other.startBackground();
      const billed = async () =>
        other.sequelize.query<{ policy_id: string; insured: string; periods: string; owed: string }>(
          `SELECT p.id AS policy_id,
                  (SELECT count(*) FROM billing_insured i WHERE i.policy_id = p.id) AS insured,
                  (SELECT count(*) FROM billing_periods b WHERE b.policy_id = p.id) AS periods,
                  (SELECT count(*) FROM billing_periods b
                     WHERE b.policy_id = p.id AND b.insured_count = 71 AND b.amount > 0) AS owed
             FROM policies p WHERE p.client_organization_id IS NOT NULL ORDER BY p.id`,
          { type: QueryTypes.SELECT },
        );
      const deadline = Date.now() + 60_000;
      let rows = await billed();
      while (rows.some((row) => row.insured !== '71' || row.owed !== '12') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        rows = await billed();
      }
      // 50 employees and 25 dependants per company, the last 4 still waiting for acceptance.
      expect(rows.map(({ insured, periods, owed }) => ({ insured, periods, owed }))).toEqual([
        { insured: '71', periods: '12', owed: '12' },
        { insured: '71', periods: '12', owed: '12' },
      ]);
    } finally {
      await other.dispose();
    }
  }, 120_000);
});
