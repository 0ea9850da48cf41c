/** Public face of the catalogue module (DESIGN.md): other modules and scripts import only from here. */
export { catalogueModule } from './module.js';
export { CATALOGUE } from './tokens.js';
export type { LoadCatalogue } from './application/load-catalogue.js';
export type { PageComparison } from './adapters/http/page-comparison.js';
export type { PagePlanSearch } from './adapters/http/page-plan-search.js';
export type { PageDetails } from './adapters/http/page-details.js';
/** Saved searches' pricing (issue 29): the compare API's parsing and comparison at a stored profile. */
export type { SearchPricing, PricedProduct } from './adapters/http/search-pricing.js';
/** One product's card priced for a profile (CATALOGUE.GetProductCard) and a comparator (CATALOGUE.GetComparator). */
export type { GetProductCard } from './application/get-product-card.js';
export type { GetComparator } from './application/get-comparator.js';
export type { ManageCatalogue } from './application/manage-catalogue.js';
/** What the server's page HTML needs from the catalogue (heads, sitemap), at CATALOGUE.SitePages. */
export type { SitePages } from './application/site-pages.js';
export type { LookupProduct } from './application/lookup-product.js';
/** The port a site restriction comes through (bound by the partners module; absent means none). */
export type { CompareScope } from './application/ports.js';
export type {
  NewComparator,
  NewEvent,
  NewOrganization,
  NewPlan,
  NewProduct,
  NewRiskTable,
} from './application/catalogue-load.js';
/** Pure domain rules and types other modules' application and adapters use (only domain/ imports domain/). */
export { sellsOnline } from './domain/sales-button.js';
export { sendsToExternalSite } from './domain/external-site-plans.js';
