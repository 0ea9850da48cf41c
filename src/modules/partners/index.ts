/** Public face of the partners module (DESIGN.md): other modules import only from here. */
export { partnersModule } from './module.js';
export { PARTNERS } from './tokens.js';
export type { CreatePartner, PartnerCommand } from './application/create-partner.js';
export type { ResolvePartnerSite } from './application/resolve-partner-site.js';
export type { UpdatePartner } from './application/update-partner.js';
export type { Partner, PublicPartner } from './domain/partner.js';
