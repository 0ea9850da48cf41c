/** Public face of the identity module (DESIGN.md): other modules import only from here. */
export { identityModule } from './module.js';
export { IDENTITY } from './tokens.js';
export type { UserDirectory } from './application/user-directory.js';
export type { CreateUser } from './application/create-user.js';
/** Portal Personas accounts (issue 29), at IDENTITY.CustomerAccounts. */
export type { CustomerAccounts, CustomerAccount, CustomerSession } from './application/customer-accounts.js';
export {
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_TTL_SECONDS,
  CUSTOMER_LINK_ANSWER,
  CUSTOMER_EXCHANGE_LIMIT_PER_IP,
} from './domain/customer-session-policy.js';
export type { EnsureFirstAdmin } from './application/ensure-first-admin.js';
/** Pure domain rules and types other modules' application and adapters use (only domain/ imports domain/). */
export { hasPermission } from './domain/permissions.js';
