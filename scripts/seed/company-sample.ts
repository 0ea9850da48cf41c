import { CONTENT, SAMPLE_COMPANY_DETAILS, type CompanyDetailsService } from '../../src/modules/content/index.js';
import type { Runtime } from '../../src/runtime.js';

/**
 * The company's details for development: values labelled as examples, written only while nothing is set, so
 * details entered in the back-office are never replaced.
 */
export async function loadCompanySample(runtime: Runtime): Promise<void> {
  const company = runtime.container.get<CompanyDetailsService>(CONTENT.CompanyDetails);
  const current = await company.current();
  if (Object.values(current).some((value) => value !== null)) return;
  await company.update(SAMPLE_COMPANY_DETAILS, 'datos de ejemplo');
}
