import { apiPost } from '../../../lib/api-client';

export interface SaveSearchRequest {
  email: string;
  consent: true;
  consentVersion: string;
  kind: 'search' | 'product';
  productCode?: string;
  profile: Record<string, unknown>;
  filters: Record<string, unknown>;
}

export interface SavedSearch {
  id: number;
  kind: 'search' | 'product';
  email: string;
  createdAt: string;
}

/** The fields of a compare body that describe the search itself (the rest is paging, order and the profile). */
export function searchFiltersOf(body: Record<string, unknown>): Record<string, unknown> {
  const {
    profile: _profile,
    page: _page,
    take: _take,
    order: _order,
    ponderer: _ponderer,
    uuid: _uuid,
    ...filters
  } = body;
  return filters;
}

/** POST /api/saved-searches: a search or a product with the visitor's consent to price alerts by e-mail. */
export async function saveSearch(request: SaveSearchRequest): Promise<SavedSearch> {
  return (await apiPost<{ data: SavedSearch }>('/api/saved-searches', request)).data;
}
