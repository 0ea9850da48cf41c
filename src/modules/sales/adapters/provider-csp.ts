import type { RequestHandler } from 'express';
import { withSources } from '../../../platform/http/csp-sources.js';

/** Re-exported for the sales tests: the helper lives in platform, the chat (content) widens the policy too. */
export { withSources };

/**
 * The purchase's pages (/Compra-Online/..., any capitalisation: the site redirects it to this one) and a billing
 * period's payment page (/pagar-cuota/{id}, issue 28): the same payment step.
 */
export const isPurchasePage = (path: string): boolean => /^\/(compra-online|pagar-cuota)(\/|$)/i.test(path);

/**
 * The purchase's pages may load the configured payment providers' browser libraries, call their APIs
 * and post to Webpay's form (spec 03 §4): their policy is widened by those origins, and no other page's
 * is (a script of a provider cannot run on the rest of the site). The payment step reloads itself when
 * the document was not loaded as a purchase page (a client-side move from the results).
 */
export function providerCspMiddleware(
  additions: Record<string, readonly string[]>,
  applies: (path: string) => boolean = isPurchasePage,
): RequestHandler {
  const cache = new Map<string, string>();
  const empty = Object.values(additions).every((sources) => sources.length === 0);
  return (req, res, next) => {
    if (empty || !applies(req.path)) return next();
    const csp = res.getHeader('Content-Security-Policy');
    if (typeof csp === 'string') {
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
