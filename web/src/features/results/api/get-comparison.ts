import { PAGE_SIZE, type CompareRequest, type CompareResponse } from '@domain/catalogue/domain/compare';
import type { Profile } from '@domain/pricing/domain/profile';
import { ApiError, apiPost } from '../../../lib/api-client';
import { EarlyRequest } from '../../../lib/early-request';
import { currentCurrency } from '../../../lib/edition';
import { storedPonderer } from '../../../lib/site-flags';
import type { SearchState } from '../search-state';
import type { LineConfig } from './line-config';

const COMPARE_URL = '/api/insurance/compare/metadata';

/** The body of POST /api/insurance/compare/metadata for a line, its search state and the visitor's profile. */
export function comparisonBody(
  line: LineConfig,
  state: SearchState,
  profile: Profile | null,
  extra: { insuranceTypes?: string[] },
) {
  return {
    profile,
    page: state.page,
    take: PAGE_SIZE,
    comparator: line.comparator,
    displayShowcase: line.displayShowcase ?? false,
    productType: line.apiProductType === undefined ? line.productType : line.apiProductType,
    organizationType: line.organizationType,
    insuranceTypes: [...(extra.insuranceTypes ?? []), ...state.insuranceTypes],
    organizations: state.organizations,
    coverageOrganizations: state.coverageOrganizations,
    fromPrice: state.fromPrice,
    toPrice: state.toPrice,
    order: state.order,
    // Each edition's prices in its own currency (issue 27); Chile's in CLP as always.
    targetCurrency: currentCurrency(),
    // Internal traffic's ponderation of the recommended order (spec 02 §2.9; null for visitors).
    ponderer: storedPonderer(),
  } satisfies Partial<CompareRequest>;
}
export type ComparisonBody = ReturnType<typeof comparisonBody>;

async function postComparison(body: ComparisonBody, signal?: AbortSignal): Promise<CompareResponse> {
  try {
    return await apiPost<CompareResponse>(COMPARE_URL, body, signal);
  } catch (error) {
    // A line without a configured comparator is still listed by its product type.
    if (error instanceof ApiError && error.status === 404 && body.comparator !== null) {
      return apiPost<CompareResponse>(COMPARE_URL, { ...body, comparator: null }, signal);
    }
    throw error;
  }
}

/** The comparison started while the page's code loads (see prefetchComparison); taken by the first request. */
const early = new EarlyRequest<ComparisonBody, CompareResponse>(postComparison);

/**
 * Starts the comparison of the page being opened before its code and first render are done, so the cards
 * do not wait for them. Only the first fetchComparison may take it, and only for the same body: any other
 * request is sent as usual, so a prefetch never serves a different or later search.
 */
export function prefetchComparison(
  line: LineConfig,
  state: SearchState,
  profile: Profile | null,
  extra: { insuranceTypes?: string[] },
): ComparisonBody {
  return early.prefetch(comparisonBody(line, state, profile, extra));
}

/**
 * A comparison already answered for this body (the server's render of the page, which asked the catalogue
 * itself): the page's first render takes it like a prefetched answer.
 */
export function provideAnswer(body: ComparisonBody, answer: CompareResponse): void {
  early.provide(body, answer);
}

/**
 * Resolves once the prefetched comparison has answered (or failed), or after `waitMs`: start-up renders
 * the page once with its cards instead of a skeleton pass and a card pass (issue 9: fewer long tasks).
 */
export function prefetchedComparisonSettled(waitMs: number): Promise<void> {
  return early.settled(waitMs);
}

/** Whether the prefetched comparison has answered (and not been taken yet). */
export function hasPrefetchedAnswer(): boolean {
  return early.hasAnswer();
}

/** The prefetched answer for exactly this search when it has already arrived (not taken: see takePrefetched). */
export function prefetchedAnswer(
  line: LineConfig,
  state: SearchState,
  profile: Profile | null,
  extra: { insuranceTypes?: string[] },
): CompareResponse | undefined {
  return early.answerFor(comparisonBody(line, state, profile, extra));
}

/** Drops the prefetched comparison once a page rendered its answer, so no later search can take it. */
export function takePrefetched(): void {
  early.drop();
}

/**
 * One call per page (spec 03 §7 POST /api/insurance/compare/metadata): the cards come with their
 * summaries, so a page of 20 needs no per-card calls.
 */
export function fetchComparison(
  line: LineConfig,
  state: SearchState,
  profile: Profile | null,
  extra: { insuranceTypes?: string[] },
  signal?: AbortSignal,
): Promise<CompareResponse> {
  return early.request(comparisonBody(line, state, profile, extra), signal);
}
