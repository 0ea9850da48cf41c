import type { Request, RequestHandler } from 'express';
import { inject, injectable } from 'inversify';
import type { Authorization } from '../../../platform/tokens.js';
import type { TokenService } from '../application/ports.js';
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
 * ACCESS_TOKEN_EXPIRED) and the permission string (403 FORBIDDEN), and sets req.user.
 */
@injectable()
export class JwtAuthorization implements Authorization {
  constructor(@inject(IDENTITY.TokenService) private readonly tokens: TokenService) {}

  readonly authenticate: RequestHandler = (req, _res, next) => {
    const token = bearerOf(req);
    if (!token) throw new IdentityError('UNAUTHORIZED');
    req.user = this.tokens.verifyAccess(token);
    next();
  };

  requirePermission(permission: string): RequestHandler {
    return (req, res, next) => {
      this.authenticate(req, res, () => {
        if (!hasPermission(req.user!.permissions, permission)) {
          throw new IdentityError('FORBIDDEN', undefined, { permission });
        }
        next();
      });
    };
  }
}
