/** Public face of the portal module (Portal Personas, issue 29, DESIGN.md): other modules import only from here. */
export { portalModule } from './module.js';
export { PORTAL, PORTAL_EVENTS_QUEUE } from './tokens.js';
export type { CustomerPortal } from './application/customer-portal.js';
