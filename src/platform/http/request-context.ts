import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import type { AuthenticatedUser } from '../tokens.js';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
    /** Set by the identity module's Authorization once an access token is verified. */
    user?: AuthenticatedUser;
  }
}

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The request's id: its x-request-id when sane, else a new uuid. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives each request an id (kept from x-request-id when sane) and a child logger; access-log.ts logs its end.
 * The child logger is made when a handler first asks for req.log: most requests never log, and a pino child
 * per request was a visible cost of the comparison route (issue 31).
 */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    req.id = requestIdOf(req);
    const settle = (value: Logger) => {
      Object.defineProperty(req, 'log', { value, writable: true, configurable: true, enumerable: true });
      return value;
    };
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => settle(logger.child({ reqId: req.id })),
      set: settle,
    });
    res.setHeader('x-request-id', req.id);
    next();
  };
}
