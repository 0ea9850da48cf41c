import type { PlanSearchResponse } from '@domain/catalogue/domain/plan-search';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../../lib/api-client';
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
 * by the list's first search for the same body only, as the result list does (results/api/get-comparison).
 */
let early: { key: string; response: Promise<PlanSearchResponse>; answer?: PlanSearchResponse } | undefined;

/** Sends the list's first search while the page's code loads (the list takes it instead of its own). */
export function prefetchPlanSearch(state: PlanSearchState, profile: Profile | null): PlanSearchBody {
  const body = planSearchBody(state, profile);
  const entry: NonNullable<typeof early> = { key: JSON.stringify(body), response: postSearch(body) };
  // The page that takes it handles a failure; until then it is not an unhandled rejection.
  entry.response.then((answer) => (entry.answer = answer)).catch(() => undefined);
  early = entry;
  return body;
}

/** The server's render: the catalogue answered this body in-process, the first render shows its cards. */
export function providePlanAnswer(body: PlanSearchBody, answer: PlanSearchResponse): void {
  early = { key: JSON.stringify(body), response: Promise.resolve(answer), answer };
}

/** Resolves once the prefetched search has answered (or failed), or after `waitMs`. */
export function prefetchedPlansSettled(waitMs: number): Promise<void> {
  const pending = early?.response;
  if (!pending) return Promise.resolve();
  return Promise.race([
    pending.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);
}

/** Whether the prefetched search has answered (and not been taken yet). */
export const hasPrefetchedPlans = (): boolean => early?.answer !== undefined;

/** The answer already here for exactly this search (not taken: see takePrefetchedPlans). */
export function prefetchedPlans(state: PlanSearchState, profile: Profile | null): PlanSearchResponse | undefined {
  if (!early?.answer) return undefined;
  return early.key === JSON.stringify(planSearchBody(state, profile)) ? early.answer : undefined;
}

/** Drops the prefetched search once the list rendered it, so no later search can take it. */
export function takePrefetchedPlans(): void {
  early = undefined;
}

/** One call per page of 20 cards: prices, network and the cost of care come with the cards. */
export function searchPlans(state: PlanSearchState, profile: Profile | null, signal?: AbortSignal) {
  const body = planSearchBody(state, profile);
  const prefetched = early;
  early = undefined;
  if (prefetched && prefetched.key === JSON.stringify(body)) return abortable(prefetched.response, signal);
  return postSearch(body, signal);
}

/** The answer, or an AbortError once the signal aborts (the request itself was not the caller's). */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
