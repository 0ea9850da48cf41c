import type { PlanSearchResponse } from '@domain/catalogue/domain/plan-search';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../../lib/api-client';
import { EarlyRequest } from '../../../lib/early-request';
import { householdProfile } from '../household-profile';
import { careQuantities, type PlanSearchState } from '../plan-state';

/** The search's answer: declared once in the catalogue domain (server and site). */
export type { PlanSearchResponse };

export const PLAN_PAGE_TAKE = 20;

/** The body of POST /api/buscarplanes/compare/metadataPlanesPersonas for a list state and household. */
export function planSearchBody(state: PlanSearchState, profile: Profile | null) {
  return {
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
  };
}
export type PlanSearchBody = ReturnType<typeof planSearchBody>;

const postSearch = (body: PlanSearchBody, signal?: AbortSignal) =>
  apiPost<PlanSearchResponse>('/api/buscarplanes/compare/metadataPlanesPersonas', body, signal);

/**
 * The search started at start-up (main.tsx) or answered by the server's render (entry-server.tsx), taken
 * by the list's first search for the same body only, as the result list does (lib/early-request.ts).
 */
const early = new EarlyRequest<PlanSearchBody, PlanSearchResponse>(postSearch);

/** Sends the list's first search while the page's code loads (the list takes it instead of its own). */
export const prefetchPlanSearch = (state: PlanSearchState, profile: Profile | null): PlanSearchBody =>
  early.prefetch(planSearchBody(state, profile));

/** The server's render: the catalogue answered this body in-process, the first render shows its cards. */
export const providePlanAnswer = (body: PlanSearchBody, answer: PlanSearchResponse): void =>
  early.provide(body, answer);

/** Resolves once the prefetched search has answered (or failed), or after `waitMs`. */
export const prefetchedPlansSettled = (waitMs: number): Promise<void> => early.settled(waitMs);

/** Whether the prefetched search has answered (and not been taken yet). */
export const hasPrefetchedPlans = (): boolean => early.hasAnswer();

/** The answer already here for exactly this search (not taken: see takePrefetchedPlans). */
export const prefetchedPlans = (state: PlanSearchState, profile: Profile | null): PlanSearchResponse | undefined =>
  early.answerFor(planSearchBody(state, profile));

/** Drops the prefetched search once the list rendered it, so no later search can take it. */
export const takePrefetchedPlans = (): void => early.drop();

/** One call per page of 20 cards: prices, network and the cost of care come with the cards. */
export const searchPlans = (state: PlanSearchState, profile: Profile | null, signal?: AbortSignal) =>
  early.request(planSearchBody(state, profile), signal);
