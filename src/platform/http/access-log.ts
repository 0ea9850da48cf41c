import type { RequestHandler } from 'express';
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
 * The access log: one line per response at info (warn for 4xx, error for 5xx) with the request id (reqId),
 * method, path without its query string, matched route, status and time (ms). Never bodies, headers, query
 * strings or tokens. Runs after requestContext, whose request id it uses. Written by hand rather than with
 * pino-http, whose three child loggers per request (request id, serialised request, route) were a tenth of
 * the comparison route's CPU in issue 31's profile: here a request costs one listener and, when the level is
 * on, one log call.
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const path = req.url.split('?')[0] ?? '';
    if (QUIET_PATHS.includes(path)) return next();
    const started = Date.now();
    let done = false;
    const finished = (error?: Error) => {
      if (done) return;
      done = true;
      res.off('finish', finished);
      res.off('close', finished);
      res.off('error', finished);
      const failed = error !== undefined || res.statusCode >= 500;
      const level = failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line: Record<string, unknown> = {
        reqId: req.id,
        req: { method: req.method, path: loggedPath(req.originalUrl ?? req.url) },
        route: routeLabel(req),
        res: { statusCode: res.statusCode },
        ms: Date.now() - started,
      };
      if (failed) {
        const err = error ?? new Error(`failed with status code ${res.statusCode}`);
        line.err = { type: err.name, message: err.message };
      }
      logger[level](line, 'request');
    };
    res.on('finish', finished);
    res.on('close', finished);
    res.on('error', finished);
    next();
  };
}
