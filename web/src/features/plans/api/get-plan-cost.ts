import type { CareScenario } from '@domain/pricing/domain/care-cost';
import type { CareInsurance } from '@domain/pricing/domain/care-insurance';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiGet } from '../../../lib/api-client';
import { careQuantities, type PlanSearchState } from '../plan-state';
import { profileParam, type Plan } from './plan';

/** GET /api/infoplanes/costo: a plan with the cost of the chosen care scenarios. */
export async function fetchPlanCost(
  code: string,
  profile: Profile | null,
  options: Pick<PlanSearchState, 'scenarios' | 'network' | 'consultations' | 'exams' | 'medicineMonths'> & {
    insurance?: string | null;
  },
): Promise<{ plan: Plan; scenarios: CareScenario[]; insurance: CareInsurance | null }> {
  const quantities = careQuantities(options);
  const url =
    `/api/infoplanes/costo?plan=${encodeURIComponent(code)}&scenarios=${options.scenarios.join(',')}` +
    `&network=${options.network}&quantities=${encodeURIComponent(JSON.stringify(quantities))}` +
    `${options.insurance ? `&insurance=${encodeURIComponent(options.insurance)}` : ''}${profileParam(profile)}`;
  return (
    await apiGet<{ data: { plan: Plan; scenarios: CareScenario[]; insurance: CareInsurance | null } }>(url, {
      retries: 1,
    })
  ).data;
}
