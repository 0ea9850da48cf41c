import { apiGet } from '../../lib/api-client';

export interface SearchHit {
  kind: 'product' | 'plan' | 'organization';
  id: number;
  title: string;
  subtitle: string;
  url: string;
}
export interface SearchAnswer {
  query: string;
  products: SearchHit[];
  plans: SearchHit[];
  organizations: SearchHit[];
}

/** GET /api/search?q=: products, isapre plans and organizations matching the words. */
export function searchSite(query: string) {
  return apiGet<{ data: SearchAnswer }>(`/api/search?q=${encodeURIComponent(query)}`);
}

/** The search's load in a server-rendered page's data (lib/page-data.ts, issue 31), keyed by the query. */
export const SEARCH_LOAD = 'search';

/** GET /api/search?q='s answer. */
export async function fetchSearchAnswer(query: string): Promise<SearchAnswer> {
  return (await searchSite(query)).data;
}
