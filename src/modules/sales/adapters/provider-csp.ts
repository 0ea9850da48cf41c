import type { RequestHandler } from 'express';

/** Adds sources to directives of a Content-Security-Policy value (a directive absent is created). */
export function withSources(csp: string, additions: Record<string, readonly string[]>): string {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(additions)) {
    if (sources.length === 0) continue;
    const index = directives.findIndex((d) => d.toLowerCase() === name || d.toLowerCase().startsWith(`${name} `));
    if (index < 0) {
      directives.push(`${name} 'self' ${sources.join(' ')}`);
      continue;
    }
    const present = new Set(directives[index]!.split(/\s+/).slice(1));
    const added = sources.filter((source) => !present.has(source));
    if (added.length > 0) directives[index] = `${directives[index]} ${added.join(' ')}`;
  }
  return directives.join(';');
}

/** The purchase's pages (/Compra-Online/..., any capitalisation: the site redirects it to this one). */
export const isPurchasePage = (path: string): boolean => /^\/compra-online(\/|$)/i.test(path);

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
