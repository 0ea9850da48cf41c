/** Public face of the catalogue module (DESIGN.md): other modules and scripts import only from here. */
export { catalogueModule } from './module.js';
export { CATALOGUE } from './tokens.js';
export type { LoadCatalogue } from './application/load-catalogue.js';
export type { CompareProducts, CatalogueSnapshot } from './application/compare-products.js';
export type { CatalogueQueries } from './application/catalogue-queries.js';
export type { ManageCatalogue } from './application/manage-catalogue.js';
export type { LookupProduct, CatalogueProductRef } from './application/lookup-product.js';
export type {
  NewBenefit,
  NewComparator,
  NewEvent,
  NewFeature,
  NewOrganization,
  NewPlan,
  NewProduct,
  NewRiskTable,
  NewTag,
} from './application/catalogue-load.js';
