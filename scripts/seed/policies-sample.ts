import { IDENTITY, type CreateUser } from '../../src/modules/identity/index.js';
import { POLICIES, type LoadSampleCompanies } from '../../src/modules/policies/index.js';
import type { Runtime } from '../../src/runtime.js';

export interface SamplePayrollManager {
  company: string;
  email: string;
  oneTimePassword: string;
}

/**
 * Sample client companies (issue 11) on a fresh clone: two organizations with an active collective policy
 * and about 50 insured employees each, and one payroll manager per organization whose one-time password the
 * start command prints once (like the first administrator's). Nothing when companies already exist.
 */
export async function loadSampleCompanies(runtime: Runtime): Promise<SamplePayrollManager[]> {
  const companies = await runtime.container.get<LoadSampleCompanies>(POLICIES.LoadSampleCompanies).execute();
  const createUser = runtime.container.get<CreateUser>(IDENTITY.CreateUser);
  const managers: SamplePayrollManager[] = [];
  for (const company of companies) {
    const created = await createUser.execute({
      email: `remuneraciones@${company.slug}.example.com`,
      name: `Remuneraciones ${company.name.replace(/ \(ejemplo\)$/, '')}`,
      roles: ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'],
      companyId: company.id,
    });
    managers.push({ company: company.name, email: created.user.email, oneTimePassword: created.oneTimePassword! });
  }
  if (companies.length > 0)
    runtime.logger.info({ companies: companies.length }, 'Empresas clientes de ejemplo cargadas');
  return managers;
}
