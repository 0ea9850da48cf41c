import type { RequestHandler, Response } from 'express';
import type { Logger } from '../../../platform/logger.js';
import type { CheckEmbedding } from '../application/check-embedding.js';
import type { ResolvePartnerSite } from '../application/resolve-partner-site.js';
import { frameAncestors, isPagePath, partnerRedirect, withFrameAncestors } from '../domain/access.js';
import { IFRAME_AUTH_PARAM, originOf, PROFILE_PARAM, UNAUTHORIZED_EMBEDDING } from '../domain/embedding.js';
import { FRAME_AUTH_ELEMENT, withJsonScript, type FrameAuth } from '../domain/page-data.js';
import type { Partner } from '../domain/partner.js';
import { BLANK_PAGE, withPartnerHead } from '../domain/partner-head.js';

const queryText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A frame's IFRAME_AUTH and encoded profile outlive the URL that brought them: a reload of the frame, or a
 * full page load inside it (a payment provider's return, a link that leaves the single-page app) comes
 * without the query. The server keeps them in a partitioned cookie (CHIPS: keyed by the embedding site,
 * so another site embedding the frame never sees it; HttpOnly, the page's scripts never read it).
 */
const FRAME_COOKIES = { token: 'frame_auth', profile: 'frame_profile' } as const;
const FRAME_COOKIE_MAX_AGE_S = 12 * 60 * 60;

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

function frameCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${FRAME_COOKIE_MAX_AGE_S}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** The partner's title, description and other head tags in every HTML page the site sends. */
function sendWithPartnerHead(res: Response, partner: Partner): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const type = String(res.getHeader('Content-Type') ?? '');
    return send(
      typeof body === 'string' && type.includes('text/html')
        ? withPartnerHead(body, partner.config, partner.name)
        : body,
    );
  };
}

function sendWithFrameAuth(res: Response, auth: FrameAuth): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const type = String(res.getHeader('Content-Type') ?? '');
    return send(
      typeof body === 'string' && type.includes('text/html') ? withJsonScript(body, FRAME_AUTH_ELEMENT, auth) : body,
    );
  };
}

/**
 * The partner sub-domain site on the server (spec 02 §4, §5, §6). On the main site it does nothing (no
 * lookup). On an active partner's sub-domain it:
 * - sets `Content-Security-Policy: frame-ancestors 'self' <partner's allowedUrls>` instead of 'self' only,
 *   and drops X-Frame-Options (which cannot name other origins);
 * - answers a page loaded inside a frame (Sec-Fetch-Dest: iframe) that may not show the comparator — no or a
 *   foreign IFRAME_AUTH token, an embedding page outside the authorized list, a partner-type frame without a
 *   referido — with a blank page, and logs "Acceso presuntamente no autorizado" (spec 02 §5, §8);
 * - answers a page request for the root, or for a path the partner does not allow, with a 302 to the
 *   partner's default path (the query string is kept, so IFRAME_AUTH survives the redirect);
 * - writes the partner's SEO title, description, social tags and favicon into the page's <head>.
 * The compare API filters organizations through CATALOGUE.CompareScope, not here.
 */
export function partnerSiteMiddleware(
  sites: ResolvePartnerSite,
  checkEmbedding: CheckEmbedding,
  logger: Logger,
): RequestHandler {
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
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.path)) return next();

    if (req.header('sec-fetch-dest') === 'iframe') {
      const embedderOrigin = originOf(req.header('referer'));
      const queryToken = queryText(req.query[IFRAME_AUTH_PARAM]);
      const queryProfile = queryText(req.query[PROFILE_PARAM]);
      const token = queryToken ?? cookieOf(req.header('cookie'), FRAME_COOKIES.token);
      const profile = queryProfile ?? (queryToken ? null : cookieOf(req.header('cookie'), FRAME_COOKIES.profile));
      const decision = await checkEmbedding.execute({
        host: req.headers.host,
        token,
        embedderOrigin,
        encodedProfile: profile,
        siteOrigin: `${req.protocol}://${req.headers.host}`,
      });
      if (decision.allowed && queryToken) {
        res.append('Set-Cookie', frameCookie(FRAME_COOKIES.token, queryToken));
        if (queryProfile) res.append('Set-Cookie', frameCookie(FRAME_COOKIES.profile, queryProfile));
      } else if (decision.allowed && token) {
        // The site's own check in the browser needs them too (its session storage may be gone with the load).
        sendWithFrameAuth(res, { token, profile });
      }
      if (!decision.allowed) {
        logger.warn({ partner: partner.code, origin: embedderOrigin, reason: decision.reason }, UNAUTHORIZED_EMBEDDING);
        res.setHeader('Cache-Control', 'no-store');
        res.status(403).type('html').send(BLANK_PAGE);
        return;
      }
    }

    const target = partnerRedirect(partner.config, req.path);
    if (target) {
      const query = req.originalUrl.indexOf('?');
      res.setHeader('Cache-Control', 'no-cache');
      return res.redirect(302, query === -1 ? target : `${target}${req.originalUrl.slice(query)}`);
    }
    sendWithPartnerHead(res, partner);
    next();
  };
}
