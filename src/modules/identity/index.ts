/** Public face of the identity module (DESIGN.md): other modules import only from here. */
export { identityModule } from './module.js';
export { IDENTITY } from './tokens.js';
export type { UserDirectory, DirectoryUser } from './application/user-directory.js';
export type { CreateUser, CreateUserInput, CreatedUser } from './application/create-user.js';
export type { EnsureFirstAdmin } from './application/ensure-first-admin.js';
