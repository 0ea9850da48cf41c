import type { CareScenario } from '@domain/pricing/domain/care-cost';
import type { CareInsurance } from '@domain/pricing/domain/care-insurance';
import type { IsapreBudget } from '@domain/pricing/domain/isapre-price';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../../lib/api-client';
import { householdProfile } from '../household-profile';
import { careQuantities, type PlanSearchState } from '../plan-state';
import type { Plan } from './plan';

export interface PlanSearchResponse {
  data: Plan[];
  total: number;
  page: number;
  take: number;
  metaData: {
    uuid: string;
    budget: IsapreBudget;
    uf: { value: number; date: string };
    sample: boolean;
    beneficiaries: number;
    appliedOrder: string;
    scenarios: Pick<CareScenario, 'code' | 'name' | 'source' | 'asOf' | 'sample'>[];
    insurance: CareInsurance | null;
  };
}

export const PLAN_PAGE_TAKE = 20;

/** One call per page of 20 cards: prices, network and the cost of care come with the cards. */
export function searchPlans(state: PlanSearchState, profile: Profile | null, signal?: AbortSignal) {
  return apiPost<PlanSearchResponse>(
    '/api/buscarplanes/compare/metadataPlanesPersonas',
    {
      profile: householdProfile(profile, state.taxable),
      page: state.page,
      take: PLAN_PAGE_TAKE,
      organizations: state.isapres,
      planTypes: state.modalities,
      clinics: state.clinics,
      minHospitalPct: state.minHospitalPct,
      minAmbulatoryPct: state.minAmbulatoryPct,
      minTopeUf: state.minTopeUf,
      region: state.region,
      maternity: state.maternity,
      excludedRestrictions: state.excludedRestrictions,
      states: state.states,
      fromPrice: state.fromPrice,
      toPrice: state.toPrice,
      order: state.order,
      scenarios: state.scenarios,
      network: state.network,
      quantities: careQuantities(state),
      insurance: state.insurance,
    },
    signal,
  );
}
