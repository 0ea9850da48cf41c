/** Container tokens of the partners module's ports and use cases. */
export const PARTNERS = {
  PartnerRepository: Symbol.for('partners.PartnerRepository'),
  IntegrationFormStore: Symbol.for('partners.IntegrationFormStore'),
  HtmlSanitizer: Symbol.for('partners.HtmlSanitizer'),
  TokenGenerator: Symbol.for('partners.TokenGenerator'),
  Settings: Symbol.for('partners.Settings'),
  ListPartners: Symbol.for('partners.ListPartners'),
  GetPartner: Symbol.for('partners.GetPartner'),
  CreatePartner: Symbol.for('partners.CreatePartner'),
  UpdatePartner: Symbol.for('partners.UpdatePartner'),
  /** Public (index.ts): the partner a request's host names, from a short in-memory cache. */
  ResolvePartnerSite: Symbol.for('partners.ResolvePartnerSite'),
  CheckIframeToken: Symbol.for('partners.CheckIframeToken'),
  SaveIntegrationForm: Symbol.for('partners.SaveIntegrationForm'),
  GetIntegrationForm: Symbol.for('partners.GetIntegrationForm'),
  PreviewPartnerConfig: Symbol.for('partners.PreviewPartnerConfig'),
  CheckEmbedding: Symbol.for('partners.CheckEmbedding'),
  /** The FeatureFlags port (spec 02 §7): the database or GrowthBook, by FEATURE_FLAGS_PROVIDER. */
  FeatureFlags: Symbol.for('partners.FeatureFlags'),
  FeatureFlagStore: Symbol.for('partners.FeatureFlagStore'),
  ExperimentStore: Symbol.for('partners.ExperimentStore'),
  CountActiveVisitors: Symbol.for('partners.CountActiveVisitors'),
  GetVisitorFlags: Symbol.for('partners.GetVisitorFlags'),
  RecordExposures: Symbol.for('partners.RecordExposures'),
  RecordConversion: Symbol.for('partners.RecordConversion'),
  CompleteSaleConversion: Symbol.for('partners.CompleteSaleConversion'),
  ExperimentReport: Symbol.for('partners.ExperimentReport'),
  ListFeatureFlags: Symbol.for('partners.ListFeatureFlags'),
  SaveFeatureFlag: Symbol.for('partners.SaveFeatureFlag'),
} as const;

/** The BullMQ queue of the integration events partners consumes (SaleCompleted). */
export const PARTNERS_EVENTS_QUEUE = 'partners-events';
/** The name handleOnce records for partners' event consumer. */
export const PARTNERS_CONSUMER = 'partners';
