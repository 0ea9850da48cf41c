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

const plainLoggers = new WeakMap<Logger, Logger>();

/**
 * The logger access-log lines are written with: the process's logger without its redaction. A line holds only
 * the fields written below (no body, header, query string or token), so the redaction paths never match
 * one, and walking them was most of a line's cost (issue 31: ~3/4 of pino's time per line).
 */
export function accessLogger(logger: Logger): Logger {
  let plain = plainLoggers.get(logger);
  if (plain === undefined) {
    plain = logger.child({}, { redact: [] });
    plainLoggers.set(logger, plain);
  }
  return plain;
}

/**
 * One access-log line (what accessLog writes when a response ends; fast lanes write theirs with it), on
 * accessLogger's logger.
 */
export function logAccess(
  logger: Logger,
  entry: { reqId: string; method: string; path: string; route: string; statusCode: number; ms: number; err?: Error },
): void {
  const failed = entry.err !== undefined || entry.statusCode >= 500;
  const level = failed ? 'error' : entry.statusCode >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const line: Record<string, unknown> = {
    reqId: entry.reqId,
    req: { method: entry.method, path: entry.path },
    route: entry.route,
    res: { statusCode: entry.statusCode },
    ms: entry.ms,
  };
  if (failed) {
    const err = entry.err ?? new Error(`failed with status code ${entry.statusCode}`);
    line.err = { type: err.name, message: err.message };
  }
  logger[level](line, 'request');
}

/**
 * The access log: one line per response at info (warn for 4xx, error for 5xx) with the request id (reqId),
 * method, path without its query string, matched route, status and time (ms). Never bodies, headers, query
 * strings or tokens. Runs after requestContext, whose request id it uses. Written by hand rather than with
 * pino-http, whose three child loggers per request (request id, serialised request, route) were a tenth of
 * the comparison route's CPU in issue 31's profile: here a request costs one listener and, when the level is
 * on, one log call.
 */
export function accessLog(processLogger: Logger): RequestHandler {
  const logger = accessLogger(processLogger);
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
      if (!logger.isLevelEnabled(failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info')) return;
      logAccess(logger, {
        reqId: req.id,
        method: req.method,
        path: loggedPath(req.originalUrl ?? req.url),
        route: routeLabel(req),
        statusCode: res.statusCode,
        ms: Date.now() - started,
        err: error,
      });
    };
    res.on('finish', finished);
    res.on('close', finished);
    res.on('error', finished);
    next();
  };
}
