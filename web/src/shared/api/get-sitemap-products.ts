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
