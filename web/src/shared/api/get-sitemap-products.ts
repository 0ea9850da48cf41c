import { apiGet } from '../../lib/api-client';

/** A product page as the sitemap lists it. */
export interface SitemapEntry {
  title: string;
  url: string;
  organization: string;
  organizationUrl: string;
  type: string;
}

/** GET /api/search/products: every product page (the /Sitemap-Products page). */
export function fetchSitemapProducts() {
  return apiGet<{ data: SitemapEntry[] }>('/api/search/products');
}

/** Its load in a server-rendered page's data (lib/page-data.ts, issue 31), and its one key. */
export const SITEMAP_LOAD = 'sitemap-products';
export const SITEMAP_KEY = 'all';

/** GET /api/search/products' entries. */
export async function fetchSitemapEntries(): Promise<SitemapEntry[]> {
  return (await fetchSitemapProducts()).data;
}
