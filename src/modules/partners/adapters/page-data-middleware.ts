import type { RequestHandler } from 'express';
import type { Logger } from '../../../platform/logger.js';
import type { FeatureFlags } from '../application/ports.js';
import { isPagePath } from '../domain/access.js';
import { isSearchBot } from '../domain/bots.js';
import { FLAG_DEFINITIONS_ELEMENT, withJsonScript } from '../domain/page-data.js';

/**
 * Every site page carries the flag service's definitions (spec 02 §7), so the browser computes its
 * visitor's flags and variants with the domain rule (feature-flags.ts) instead of one more API call: the
 * definitions are the same for everyone, only the visitor id (kept in the browser) differs. A flag service
 * that fails leaves the page without them (the site then asks GET /api/experiments).
 */
export function pageDataMiddleware(flags: FeatureFlags, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.path)) return next();
    // Bots run no experiments (spec 02 §5): their pages carry no flag definitions.
    if (isSearchBot(req.header('user-agent'))) return next();
    let definitions: unknown = null;
    try {
      definitions = await flags.definitions();
    } catch (error) {
      logger.warn({ err: error }, 'No se pudieron leer los feature flags para la página');
    }
    if (definitions !== null) {
      const send = res.send.bind(res);
      res.send = (body?: unknown) => {
        const type = String(res.getHeader('Content-Type') ?? '');
        return send(
          typeof body === 'string' && type.includes('text/html')
            ? withJsonScript(body, FLAG_DEFINITIONS_ELEMENT, definitions)
            : body,
        );
      };
    }
    next();
  };
}
