/** Container tokens of the catalogue module. */
export const CATALOGUE = {
  Reader: Symbol.for('catalogue.Reader'),
  Writer: Symbol.for('catalogue.Writer'),
  PlanReader: Symbol.for('catalogue.PlanReader'),
  CompareProducts: Symbol.for('catalogue.CompareProducts'),
  CatalogueQueries: Symbol.for('catalogue.CatalogueQueries'),
  IsaprePlans: Symbol.for('catalogue.IsaprePlans'),
  LoadCatalogue: Symbol.for('catalogue.LoadCatalogue'),
  AdminRepository: Symbol.for('catalogue.AdminRepository'),
  ManageCatalogue: Symbol.for('catalogue.ManageCatalogue'),
  CareScenarios: Symbol.for('catalogue.CareScenarios'),
  CareScenarioList: Symbol.for('catalogue.CareScenarioList'),
  /** Public (index.ts): a product or isapre plan by id or code (LookupProduct). */
  LookupProduct: Symbol.for('catalogue.LookupProduct'),
  SearchRepository: Symbol.for('catalogue.SearchRepository'),
  SearchCatalogue: Symbol.for('catalogue.SearchCatalogue'),
} as const;
