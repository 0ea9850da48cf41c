import type { RequestHandler } from 'express';
import { AppError } from '../errors.js';
import type { Authorization } from '../tokens.js';

/**
 * The permission guard of /api/admin routes (PLATFORM.Authorization, the identity module's) resolved on first
 * use: a module's routes may be built before identity binds it. 503 while nothing is bound.
 */
export function lazyGuard(resolve: () => Authorization | undefined): (permission: string) => RequestHandler {
  const cache = new Map<string, RequestHandler>();
  return (permission) => (req, res, next) => {
    let handler = cache.get(permission);
    if (!handler) {
      const authorization = resolve();
      if (!authorization) {
        next(new AppError('SERVICE_UNAVAILABLE', 'La autenticación del back-office no está disponible.'));
        return;
      }
      handler = authorization.requirePermission(permission);
      cache.set(permission, handler);
    }
    handler(req, res, next);
  };
}
