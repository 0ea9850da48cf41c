/** Container tokens of the catalogue module. */
export const CATALOGUE = {
  Reader: Symbol.for('catalogue.Reader'),
  Writer: Symbol.for('catalogue.Writer'),
  PlanReader: Symbol.for('catalogue.PlanReader'),
  /** The per-process catalogue snapshot (CatalogueSnapshots) and the product card cache. */
  Snapshots: Symbol.for('catalogue.Snapshots'),
  ProductCards: Symbol.for('catalogue.ProductCards'),
  CompareProducts: Symbol.for('catalogue.CompareProducts'),
  PriceProfileSheet: Symbol.for('catalogue.PriceProfileSheet'),
  /** The isapre plans' read side (issue 15): the shared plan cache and one use case per token. */
  IsaprePlanCatalogue: Symbol.for('catalogue.IsaprePlanCatalogue'),
  CompareIsaprePlans: Symbol.for('catalogue.CompareIsaprePlans'),
  GetPlanCareCost: Symbol.for('catalogue.GetPlanCareCost'),
  ListClinicsNear: Symbol.for('catalogue.ListClinicsNear'),
  GetPlanInfo: Symbol.for('catalogue.GetPlanInfo'),
  GetPlanFactors: Symbol.for('catalogue.GetPlanFactors'),
  ListPlanPrestadores: Symbol.for('catalogue.ListPlanPrestadores'),
  ListPlanPrestaciones: Symbol.for('catalogue.ListPlanPrestaciones'),
  GetPlanAranceles: Symbol.for('catalogue.GetPlanAranceles'),
  GetIsapre: Symbol.for('catalogue.GetIsapre'),
  ListIsapreBenefits: Symbol.for('catalogue.ListIsapreBenefits'),
  ListPlanBenefits: Symbol.for('catalogue.ListPlanBenefits'),
  ListCareScenarios: Symbol.for('catalogue.ListCareScenarios'),
  CompareJsonPresenter: Symbol.for('catalogue.CompareJsonPresenter'),
  /** The comparison answers kept by request (adapters/http/compare-answer-cache.ts, issue 31). */
  CompareAnswerCache: Symbol.for('catalogue.CompareAnswerCache'),
  CompareFastLane: Symbol.for('catalogue.CompareFastLane'),
  PlanAnswerCache: Symbol.for('catalogue.PlanAnswerCache'),
  PlanSearchFastLane: Symbol.for('catalogue.PlanSearchFastLane'),
  /** Public (index.ts): the comparison a server-rendered comparator page shows (PageComparison). */
  PageComparison: Symbol.for('catalogue.PageComparison'),
  /** Public (index.ts): the isapre plan search a server-rendered plan list shows (PagePlanSearch, issue 31). */
  PagePlanSearch: Symbol.for('catalogue.PagePlanSearch'),
  /** Public (index.ts): the lookups a server-rendered detail page resolves its segment with (PageDetails). */
  PageDetails: Symbol.for('catalogue.PageDetails'),
  /** Public (index.ts): a saved search or product priced for its profile (SearchPricing, issue 29). */
  SearchPricing: Symbol.for('catalogue.SearchPricing'),
  // Read use cases behind the GET routes (one file each in application/).
  FindProductRow: Symbol.for('catalogue.FindProductRow'),
  /** Public (index.ts): one product's card priced for a profile (GetProductCard). */
  GetProductCard: Symbol.for('catalogue.GetProductCard'),
  GetProductDetail: Symbol.for('catalogue.GetProductDetail'),
  GetProductTexts: Symbol.for('catalogue.GetProductTexts'),
  ListProductCoverages: Symbol.for('catalogue.ListProductCoverages'),
  ListProductPrestadores: Symbol.for('catalogue.ListProductPrestadores'),
  CalculateProductPrice: Symbol.for('catalogue.CalculateProductPrice'),
  ListOrganizationsSelling: Symbol.for('catalogue.ListOrganizationsSelling'),
  ListOrganizationsOfType: Symbol.for('catalogue.ListOrganizationsOfType'),
  ListOrganizationsAvailableToSell: Symbol.for('catalogue.ListOrganizationsAvailableToSell'),
  FindOrganization: Symbol.for('catalogue.FindOrganization'),
  CountOrganizationProducts: Symbol.for('catalogue.CountOrganizationProducts'),
  ListCountries: Symbol.for('catalogue.ListCountries'),
  GetGeoMap: Symbol.for('catalogue.GetGeoMap'),
  ListCoverageOrganizationsByCountry: Symbol.for('catalogue.ListCoverageOrganizationsByCountry'),
  ListInsuranceTypes: Symbol.for('catalogue.ListInsuranceTypes'),
  /** Public (index.ts): a comparator by id or base URL (GetComparator). */
  GetComparator: Symbol.for('catalogue.GetComparator'),
  ListShowcases: Symbol.for('catalogue.ListShowcases'),
  IsaprePlans: Symbol.for('catalogue.IsaprePlans'),
  LoadCatalogue: Symbol.for('catalogue.LoadCatalogue'),
  RequestCounter: Symbol.for('catalogue.RequestCounter'),
  CountProductRequest: Symbol.for('catalogue.CountProductRequest'),
  AdminRepository: Symbol.for('catalogue.AdminRepository'),
  ManageCatalogue: Symbol.for('catalogue.ManageCatalogue'),
  IsaprePlanAdmin: Symbol.for('catalogue.IsaprePlanAdmin'),
  ManageIsaprePlans: Symbol.for('catalogue.ManageIsaprePlans'),
  SitePages: Symbol.for('catalogue.SitePages'),
  CareScenarios: Symbol.for('catalogue.CareScenarios'),
  CareScenarioList: Symbol.for('catalogue.CareScenarioList'),
  SimulatorInsurances: Symbol.for('catalogue.SimulatorInsurances'),
  /** Public (index.ts): a product or isapre plan by id or code (LookupProduct). */
  LookupProduct: Symbol.for('catalogue.LookupProduct'),
  /** Public (index.ts): whether a product, plan or organization may be shown on a request's site (issue 24). */
  SiteVisibility: Symbol.for('catalogue.SiteVisibility'),
  /** Port (index.ts), bound by the partners module: the CompareRestriction of a request's host. */
  CompareScope: Symbol.for('catalogue.CompareScope'),
  SearchRepository: Symbol.for('catalogue.SearchRepository'),
  SearchCatalogue: Symbol.for('catalogue.SearchCatalogue'),
} as const;

/** The catalogue's queue of integration events it consumes (LeadSubmitted). */
export const CATALOGUE_EVENTS_QUEUE = 'catalogue-events';
/** Large profile sheets of POST /api/insurance/processProfilesWithExcel, priced in the background. */
export const PROFILE_SHEET_QUEUE = 'catalogue-profile-sheets';
/** The catalogue's name in processed_events (each event handled once). */
export const CATALOGUE_CONSUMER = 'catalogue';
