import type { SimulatorInsuranceOption } from '@domain/catalogue/domain/care-insurance-product';
import type { PlanDto } from '@domain/catalogue/domain/plan-card';
import type { CareScenario } from '@domain/pricing/domain/care-cost';
import type { CareInsurance } from '@domain/pricing/domain/care-insurance';
import type { IsapreBudget } from '@domain/pricing/domain/isapre-price';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiGet, apiPost } from '../../lib/api-client';
import { careQuantities, type PlanSearchState } from './plan-state';

export type { SimulatorInsuranceOption };

/** A plan as the plan search and /api/infoplanes/infoplan answer it (the catalogue domain's one type). */
export type Plan = PlanDto;

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

export interface Clinic {
  id: number;
  name: string;
  url: string;
  city: string | null;
  region: string | null;
  address: string | null;
  lat: number;
  lng: number;
  plans: number;
  distanceKm: number | null;
}

/** An isapre as GET /api/organization/instituciones/tipo/ISAPRE answers it (the filter uses urlSegment). */
export interface IsapreOption {
  id: number;
  displayName: string;
  urlSegment: string;
  organizationCode: string;
  isOpen: boolean;
}

export const PLAN_PAGE_TAKE = 20;

/** The household as the API prices it, with the 'imponible' choice of the plan page. */
export function householdProfile(profile: Profile | null, taxable: boolean): Profile | null {
  if (!profile) return null;
  if (!taxable || !profile.cotizante?.length) return profile;
  return { ...profile, cotizante: profile.cotizante.map((p, i) => (i === 0 ? { ...p, imponible: true } : p)) };
}

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

const profileParam = (profile: Profile | null) =>
  profile ? `&profile=${encodeURIComponent(JSON.stringify(profile))}` : '';

export async function fetchPlan(code: string, profile: Profile | null): Promise<Plan> {
  return (
    await apiGet<{ data: Plan }>(`/api/infoplanes/infoplan?plan=${encodeURIComponent(code)}${profileParam(profile)}`, {
      retries: 1,
    })
  ).data;
}

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

/** The products of one type the simulator can add, cheapest first for the household. */
export async function fetchSimulatorInsurances(type: string, profile: Profile | null) {
  return apiGet<{ data: SimulatorInsuranceOption[]; total: number }>(
    `/api/infoplanes/seguros?tipo=${encodeURIComponent(type)}&take=8${profileParam(profile)}`,
    { retries: 1 },
  );
}

export async function fetchPlanInfo<T>(
  kind: 'factores' | 'prestadoresplan' | 'prestaciones' | 'aranceles',
  code: string,
) {
  return (await apiGet<{ data: T }>(`/api/infoplanes/${kind}?plan=${encodeURIComponent(code)}`)).data;
}

export async function fetchScenarios(): Promise<CareScenario[]> {
  return (await apiGet<{ data: CareScenario[] }>('/api/infoplanes/escenarios')).data;
}

export async function fetchClinics(location: { lat: number; lng: number } | null = null) {
  const query = location ? `?lat=${location.lat}&lng=${location.lng}` : '';
  return (await apiGet<{ data: Clinic[] }>(`/api/buscarplanes/prestadores${query}`)).data;
}

export async function fetchIsapres(): Promise<IsapreOption[]> {
  return (await apiGet<{ data: IsapreOption[] }>('/api/organization/instituciones/tipo/ISAPRE')).data;
}
