import type { RequestHandler } from 'express';
import { AppError } from '../../../platform/errors.js';
import type { Authorization } from '../../../platform/tokens.js';

/** Resolves the identity module's guard on first use: it may be bound after this module loads. */
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
