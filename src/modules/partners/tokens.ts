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
} as const;
