/** Public face of the leads module (DESIGN.md): other modules import only from here. */
export { leadsModule } from './module.js';
export { LEADS } from './tokens.js';
/** Bound to LEADS.OnlineSaleLeads: each online sale is also a lead (status 500 with the step sub-status). */
export type { OnlineSaleLeads } from './application/record-online-sale-lead.js';
/** Integration events the leads module publishes. */
export { LEAD_SUBMITTED, type LeadSubmitted } from './contracts.js';
/** Pure domain rules and types other modules' application and adapters use (only domain/ imports domain/). */
export { formatRut, isValidRut, checkDigitOf } from './domain/rut.js';
