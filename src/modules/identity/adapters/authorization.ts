import type { Request, RequestHandler } from 'express';
import { inject, injectable } from 'inversify';
import type { Authorization } from '../../../platform/tokens.js';
import type { TokenService, UserRepository } from '../application/ports.js';
import { IdentityError } from '../domain/errors.js';
import { hasPermission } from '../domain/permissions.js';
import { IDENTITY } from '../tokens.js';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The guard bound to PLATFORM.Authorization: verifies the access token (401 UNAUTHORIZED, INVALID_TOKEN or
 * ACCESS_TOKEN_EXPIRED) and the permission string (403 FORBIDDEN), and sets req.user. One indexed read per
 * request refuses tokens issued before the user was disabled or their roles, role permissions or password
 * changed: the client refreshes (getting the current permissions) or, when disabled, is signed out.
 */
@injectable()
export class JwtAuthorization implements Authorization {
  constructor(
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
  ) {}

  private async check(req: Request, permission?: string): Promise<void> {
    const token = bearerOf(req);
    if (!token) throw new IdentityError('UNAUTHORIZED');
    const { issuedAt, ...user } = this.tokens.verifyAccess(token);
    const state = await this.users.sessionState(user.id);
    if (!state || issuedAt < state.validAfterSeconds) {
      throw new IdentityError('ACCESS_TOKEN_EXPIRED', 'Tu sesión cambió. Vuelve a intentarlo.');
    }
    if (state.status !== 'Activo') throw new IdentityError('DISABLED_USER');
    req.user = user;
    if (permission !== undefined && !hasPermission(user.permissions, permission)) {
      throw new IdentityError('FORBIDDEN', undefined, { permission });
    }
  }

  // Errors go to next() rather than a rejected promise: callers may wrap the guard without awaiting it.
  readonly authenticate: RequestHandler = (req, _res, next) => {
    this.check(req).then(() => next(), next);
  };

  requirePermission(permission: string): RequestHandler {
    return (req, _res, next) => {
      this.check(req, permission).then(() => next(), next);
    };
  }
}
