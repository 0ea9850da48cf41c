/** Public face of the profile module (DESIGN.md): other modules import only from here. */
export { profileModule } from './module.js';
export type { ProfileForm, ProfileFormField, Country } from './domain/form-definition.js';
export { sharedLinksModule } from './shared-links.module.js';
/** Pure domain rules and types other modules' application and adapters use (only domain/ imports domain/). */
export { normalizeProfileAges } from './domain/age-keys.js';
export { MAX_COTIZANTES } from './domain/household-options.js';
/** The editions and the host a request's edition is read from (issue 27), for the composition root. */
export { editionForHost, editionHostMap, type EditionHostMap } from './domain/editions.js';
