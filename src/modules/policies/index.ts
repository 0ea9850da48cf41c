/** Public face of the policies module (DESIGN.md): other modules import only from here. */

export { policiesModule } from './module.js';
export { POLICIES } from './tokens.js';
/** Bound to POLICIES.LoadSampleCompanies: the sample client companies of a fresh clone (scripts/seed). */
export type { LoadSampleCompanies } from './application/load-sample-companies.js';

/** Event contracts (declared in contracts.ts). */
export type { PolicyActivated, InsuredActivated, InsuredExcluded, PolicyRefund, PolicyCanceled } from './contracts.js';

/** Bound to POLICIES.CustomerPolicies: a Portal Personas customer's individual policies (issue 29). */
export type { CustomerPolicies, CustomerPolicy, CustomerPolicyPerson } from './application/customer-policies.js';
