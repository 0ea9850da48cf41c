import type { RequestHandler } from 'express';
import type { ResolvePartnerSite } from '../application/resolve-partner-site.js';
import { frameAncestors, isPagePath, partnerRedirect, withFrameAncestors } from '../domain/access.js';

/**
 * The partner sub-domain site on the server (spec 02 §4, §5, §6). On the main site it does nothing (no
 * lookup). On an active partner's sub-domain it:
 * - sets `Content-Security-Policy: frame-ancestors 'self' <partner's allowedUrls>` instead of 'self' only,
 *   and drops X-Frame-Options (which cannot name other origins);
 * - answers a page request for the root, or for a path the partner does not allow, with a 302 to the
 *   partner's default path (the query string is kept, so IFRAME_AUTH survives the redirect).
 * The compare API filters organizations through CATALOGUE.CompareScope, not here.
 */
export function partnerSiteMiddleware(sites: ResolvePartnerSite): RequestHandler {
  return async (req, res, next) => {
    const subdomain = sites.subdomainOf(req.headers.host);
    if (subdomain === null) return next();
    const partner = await sites.byCodeOf(subdomain);
    if (!partner) return next();
    const csp = res.getHeader('Content-Security-Policy');
    if (typeof csp === 'string') {
      res.setHeader('Content-Security-Policy', withFrameAncestors(csp, frameAncestors(partner.config)));
      res.removeHeader('X-Frame-Options');
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && isPagePath(req.path)) {
      const target = partnerRedirect(partner.config, req.path);
      if (target) {
        const query = req.originalUrl.indexOf('?');
        res.setHeader('Cache-Control', 'no-cache');
        return res.redirect(302, query === -1 ? target : `${target}${req.originalUrl.slice(query)}`);
      }
    }
    next();
  };
}
