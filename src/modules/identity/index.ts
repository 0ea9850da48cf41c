/** Public face of the identity module (DESIGN.md): other modules import only from here. */
export { identityModule } from './module.js';
export { IDENTITY } from './tokens.js';
export type { UserDirectory } from './application/user-directory.js';
export type { CreateUser } from './application/create-user.js';
export type { EnsureFirstAdmin } from './application/ensure-first-admin.js';
/** Pure domain rules and types other modules' application and adapters use (only domain/ imports domain/). */
export { hasPermission } from './domain/permissions.js';
