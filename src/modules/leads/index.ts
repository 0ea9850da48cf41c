/** Public face of the leads module (DESIGN.md): other modules import only from here. */
export { leadsModule } from './module.js';
export { LEADS, LEADS_EMAIL_QUEUE } from './tokens.js';
/** Request counts per product (catalogue may sort insurance lists by them, spec 03 §9). */
export type { ManageLeads } from './application/manage-leads.js';
