import type { SimulatorInsuranceOption } from '@domain/catalogue/domain/care-insurance-product';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiGet } from '../../../lib/api-client';
import { profileParam } from './plan';

export type { SimulatorInsuranceOption };

/** The products of one type the simulator can add, cheapest first for the household. */
export async function fetchSimulatorInsurances(type: string, profile: Profile | null) {
  return apiGet<{ data: SimulatorInsuranceOption[]; total: number }>(
    `/api/infoplanes/seguros?tipo=${encodeURIComponent(type)}&take=8${profileParam(profile)}`,
    { retries: 1 },
  );
}
