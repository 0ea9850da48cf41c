import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { CoverageTag } from '@domain/catalogue/domain/product-card';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiGet, apiPost } from '../../lib/api-client';
import type { SearchState } from './search-state';

export const PAGE_TAKE = 20;

export interface LineConfig {
  /** Comparator base url (spec 03 §7 'comparator'). */
  comparator: string;
  productType: string;
  organizationType: string[];
  title: string;
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
  return apiPost<CompareResponse>(
    '/api/insurance/compare/metadata',
    {
      profile,
      page: state.page,
      take: PAGE_TAKE,
      comparator: line.comparator,
      productType: line.productType,
      organizationType: line.organizationType,
      insuranceTypes: [...(extra.insuranceTypes ?? []), ...state.insuranceTypes],
      organizations: state.organizations,
      coverageOrganizations: state.coverageOrganizations,
      fromPrice: state.fromPrice,
      toPrice: state.toPrice,
      order: state.order,
      targetCurrency: 'CLP',
    },
    signal,
  );
}

/**
 * Retry of one card's coverage (spec 01 §4, §7): only that product's benefit category coverages are
 * requested again.
 */
export async function fetchCardCoverages(productId: number): Promise<{ tags: CoverageTag[] }> {
  const body = await apiGet<{ data: { coverages: { tags: CoverageTag[] } | null } }>(
    `/api/insurance/coverages/${productId}/resume`,
    { fresh: true, retries: 0 },
  );
  if (!body.data.coverages) throw new Error('Sin coberturas');
  return body.data.coverages;
}

export interface FilterOption {
  value: string;
  label: string;
}
