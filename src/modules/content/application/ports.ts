import type { SitePages } from '../../catalogue/index.js';

/** What the content module reads from the catalogue for the pages' heads and the sitemap (its facade). */
export type SiteCatalogue = Pick<SitePages, 'product' | 'organization' | 'paths'>;
