import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.js';
import { routeLabel } from '../metrics.js';

/** Probes answered many times a minute: not worth an access-log line each. */
const QUIET_PATHS = ['/metrics', '/api/health/live'];

/** Paths that carry a secret in their last segment (a one-time sign-in link): logged without it. */
const SECRET_PATH_PREFIXES = ['/hashtoken/'];

/** The path as the log shows it: no query string, no secret segment. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const secret = SECRET_PATH_PREFIXES.find((prefix) => path.startsWith(prefix));
  return secret ? `${secret}…` : path;
}

/**
 * The access log (pino-http): one line per response at info (warn for 4xx, error for 5xx) with the request
 * id (reqId), method, path without its query string, matched route, status and time. Never bodies, headers,
 * query strings or tokens. Runs after requestContext, whose request id it reuses.
 */
export function accessLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => (req as unknown as Request).id,
    customAttributeKeys: { reqId: 'reqId', responseTime: 'ms' },
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => {
        const express = req as unknown as Request;
        return { method: req.method, path: loggedPath(express.originalUrl ?? req.url ?? '') };
      },
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: (err: Error) => ({ type: err.name, message: err.message }),
    },
    // The matched route is known only once the response is done.
    customProps: (req, res) => (res.writableFinished ? { route: routeLabel(req as unknown as Request) } : {}),
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    autoLogging: { ignore: (req) => QUIET_PATHS.includes((req.url ?? '').split('?')[0] ?? '') },
  }) as unknown as RequestHandler;
}
