/** Public face of the content module (DESIGN.md): other modules import only from here. */
export { contentModule } from './module.js';
/** The HTTP status of a site page (404 for unknown paths), used by the composition root. */
export { siteStatusOf } from './domain/site-routes.js';
/** Site bases (issue 27: each edition's pages) for the composition root's page answer. */
export { siteBaseOf, type SiteBase } from './domain/site-editions.js';
/** The `<head>` of each site page and the sitemap, for the composition root's HTML answer. */
export { CONTENT } from './tokens.js';
export type { PageHeads } from './application/page-heads.js';
export type { Sitemap } from './application/sitemap.js';
/** The content of a server-rendered content page (issue 31): information pages, the blog, the contact page. */
export type { PageContent } from './adapters/page-content.js';
/** The page cache the composition root binds to CONTENT.PageCachePurge (purged from the back-office). */
export type { PageCachePurge } from './application/ports.js';
/** The company's details (edited in the back-office): sales reads the bank account for transfers. */
export type { CompanyDetailsService } from './application/company-details.js';
export { SAMPLE_COMPANY_DETAILS, SAMPLE_TRANSFER_ACCOUNT, type TransferAccount } from './domain/company-details.js';
