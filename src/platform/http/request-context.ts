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

/** Gives each request an id (kept from x-request-id when sane), a child logger, and logs its end. */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header('x-request-id');
    req.id = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('x-request-id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'debug';
      req.log[level](
        { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
