import type { RequestHandler } from 'express';
import { withSources } from '../../../platform/http/csp-sources.js';

/** Pages of the public site (not the API, the back-office or the API reference). */
const isSitePage = (path: string) => !/^\/(api|admin)(\/|$)/.test(path);

/**
 * With a chat provider configured, the site's pages may load its web chat script and let it talk to its
 * origin (spec 02 §7: a chat widget for Chile): script-src, connect-src (and its websocket twin), frame-src
 * and img-src are widened by that one origin. Without a provider nothing changes.
 */
export function chatCspMiddleware(scriptUrl: string | null): RequestHandler {
  if (!scriptUrl) return (_req, _res, next) => next();
  const origin = new URL(scriptUrl).origin;
  const socket = origin.replace(/^http/, 'ws');
  const additions = {
    'script-src': [origin],
    'connect-src': [origin, socket],
    'frame-src': [origin],
    'img-src': [origin],
  };
  const cache = new Map<string, string>();
  return (req, res, next) => {
    const csp = res.getHeader('Content-Security-Policy');
    if (isSitePage(req.path) && typeof csp === 'string') {
      let widened = cache.get(csp);
      if (widened === undefined) {
        widened = withSources(csp, additions);
        if (cache.size < 100) cache.set(csp, widened);
      }
      res.setHeader('Content-Security-Policy', widened);
    }
    next();
  };
}
