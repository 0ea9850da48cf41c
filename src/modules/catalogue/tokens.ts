/** Container tokens of the catalogue module. */
export const CATALOGUE = {
  Reader: Symbol.for('catalogue.Reader'),
  Writer: Symbol.for('catalogue.Writer'),
  PlanReader: Symbol.for('catalogue.PlanReader'),
  CompareProducts: Symbol.for('catalogue.CompareProducts'),
  CatalogueQueries: Symbol.for('catalogue.CatalogueQueries'),
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
  LoadCatalogue: Symbol.for('catalogue.LoadCatalogue'),
  RequestCounter: Symbol.for('catalogue.RequestCounter'),
  CountProductRequest: Symbol.for('catalogue.CountProductRequest'),
  AdminRepository: Symbol.for('catalogue.AdminRepository'),
  ManageCatalogue: Symbol.for('catalogue.ManageCatalogue'),
  SitePages: Symbol.for('catalogue.SitePages'),
  CareScenarios: Symbol.for('catalogue.CareScenarios'),
  CareScenarioList: Symbol.for('catalogue.CareScenarioList'),
  SimulatorInsurances: Symbol.for('catalogue.SimulatorInsurances'),
  /** Public (index.ts): a product or isapre plan by id or code (LookupProduct). */
  LookupProduct: Symbol.for('catalogue.LookupProduct'),
  /** Port (index.ts), bound by the partners module: the CompareRestriction of a request's host. */
  CompareScope: Symbol.for('catalogue.CompareScope'),
  SearchRepository: Symbol.for('catalogue.SearchRepository'),
  SearchCatalogue: Symbol.for('catalogue.SearchCatalogue'),
} as const;

/** The catalogue's queue of integration events it consumes (LeadSubmitted). */
export const CATALOGUE_EVENTS_QUEUE = 'catalogue-events';
/** The catalogue's name in processed_events (each event handled once). */
export const CATALOGUE_CONSUMER = 'catalogue';
