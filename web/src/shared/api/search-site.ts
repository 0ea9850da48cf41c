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
