import { inject, injectable } from 'inversify';
import { assertPasswordForm, generatePassword } from '../domain/password-policy.js';
import { IDENTITY } from '../tokens.js';
import type { GrantGuard } from './grant-guard.js';
import type { PasswordHasher, TokenService, UserRecord, UserRepository } from './ports.js';

export interface CreateUserInput {
  email: string;
  name: string;
  roles: string[];
  /** Absent: a one-time password is generated, answered once and must be changed at the first login. */
  password?: string;
  /** Default: only when the password is generated. The back-office also forces it for a typed one. */
  mustChangePassword?: boolean;
  /** The client organization of a company user (payroll manager, client admin): the token's company claim. */
  companyId?: number | null;
}

/** Who creates the user through the back-office; absent for the CLI and the first start. */
export interface Actor {
  id: number;
  permissions: readonly string[];
}

export interface CreatedUser {
  user: UserRecord;
  oneTimePassword?: string;
}

@injectable()
export class CreateUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(IDENTITY.GrantGuard) private readonly grants: GrantGuard,
  ) {}

  async execute(input: CreateUserInput, actor?: Actor): Promise<CreatedUser> {
    if (input.password !== undefined) assertPasswordForm(input.password);
    if (actor) await this.grants.assertCanGrantRoles(actor, input.roles);
    const oneTimePassword =
      input.password === undefined ? generatePassword((n) => this.tokens.randomInt(n)) : undefined;
    const user = await this.users.create({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      roles: input.roles,
      status: 'Activo',
      passwordHash: await this.hasher.hash(input.password ?? oneTimePassword!),
      mustChangePassword: input.mustChangePassword ?? oneTimePassword !== undefined,
      companyId: input.companyId ?? null,
    });
    return oneTimePassword === undefined ? { user } : { user, oneTimePassword };
  }
}
