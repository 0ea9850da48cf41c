import { randomUUID } from 'node:crypto';
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

/** Gives each request an id (kept from x-request-id when sane) and a child logger; access-log.ts logs its end. */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header('x-request-id');
    req.id = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('x-request-id', req.id);
    next();
  };
}
