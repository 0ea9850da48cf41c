import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import { IDENTITY } from '../tokens.js';
import type { Actor } from './create-user.js';
import type { GrantGuard } from './grant-guard.js';
import type { RefreshTokenStore, UserPatch, UserRecord, UserRepository } from './ports.js';

/** Renames, enables/disables (Activo/Inactivo), assigns roles and sets the booking link. Disabling ends the user's sessions. */
@injectable()
export class UpdateUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(IDENTITY.GrantGuard) private readonly grants: GrantGuard,
  ) {}

  async execute(actor: Actor, id: number, patch: UserPatch): Promise<UserRecord> {
    if (actor.id === id && patch.status === 'Inactivo') {
      throw new IdentityError('BAD_REQUEST', 'No puedes desactivar tu propio usuario.', {
        errors: { status: 'No puedes desactivar tu propio usuario.' },
      });
    }
    if (patch.roles) {
      const current = await this.users.findById(id);
      if (!current) throw new IdentityError('USER_NOT_FOUND');
      await this.grants.assertCanGrantRoles(
        actor,
        patch.roles.filter((role) => !current.roles.includes(role)),
      );
    }
    const before = await this.users.findById(id);
    const user = await this.users.update(id, { ...patch, name: patch.name?.trim() });
    if (!before || !user) throw new IdentityError('USER_NOT_FOUND');
    const now = this.clock.now();
    if (user.status === 'Inactivo') await this.refreshTokens.revokeUser(id, now);
    const rolesChanged = before.roles.join('\n') !== user.roles.join('\n');
    // A new company changes what the user may see: older tokens (with the old company claim) are refused.
    const companyChanged = before.companyId !== user.companyId;
    if (rolesChanged || companyChanged || user.status !== before.status) await this.users.cutSessions([id], now);
    return user;
  }
}
