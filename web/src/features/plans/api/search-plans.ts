import type { PlanSearchResponse } from '@domain/catalogue/domain/plan-search';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../../lib/api-client';
import { householdProfile } from '../household-profile';
import { careQuantities, type PlanSearchState } from '../plan-state';

/** The search's answer: declared once in the catalogue domain (server and site). */
export type { PlanSearchResponse };

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
