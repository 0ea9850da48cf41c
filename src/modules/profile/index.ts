/** Public face of the profile module (DESIGN.md): other modules import only from here. */
export { profileModule } from './module.js';
export type { ProfileForm, ProfileFormField, Country } from './domain/form-definition.js';
export { sharedLinksModule } from './shared-links.module.js';
/** Pure domain rules and types other modules' application and adapters use (only domain/ imports domain/). */
export { normalizeProfileAges } from './domain/age-keys.js';
export { MAX_COTIZANTES } from './domain/household-options.js';
/** Editions (issue 27): the four sites, resolved once per request from the Host. */
export {
  CHILE,
  EDITIONS,
  editionById,
  editionForHost,
  editionHostMap,
  editionOf,
  RESERVED_EDITION_LABELS,
  type Edition,
  type EditionCode,
  type EditionHostMap,
  type EditionId,
} from './domain/editions.js';
export { editionProfileErrors, normaliseEditionProfile } from './domain/edition-profile.js';
export { requestEdition, EDITION_LOCAL } from './adapters/edition-http.js';
/** Issue 29's facades for the portal module (loaded with price-alerts.module.ts, tokens in price-alert-tokens.ts). */
export { PRICE_ALERTS } from './price-alert-tokens.js';
export { RENEWAL_NOTICE_DAYS } from './domain/price-alert.js';
export type {
  ProposeRenewalAlert,
  RenewalAlertInput,
  RenewalAlertOutcome,
} from './application/propose-renewal-alert.js';
export type { CustomerAlerts } from './application/customer-alerts.js';
export type { SavedSearchView, StoredAlert } from './application/price-alert-ports.js';
