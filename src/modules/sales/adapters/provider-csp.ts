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

/**
 * The site's pages may load the configured payment providers' browser libraries, call their APIs and
 * post to Webpay's form (spec 03 §4): the policy the security headers set is widened by those origins.
 * Every page, since the site moves to the purchase without reloading.
 */
export function providerCspMiddleware(additions: Record<string, readonly string[]>): RequestHandler {
  const cache = new Map<string, string>();
  const empty = Object.values(additions).every((sources) => sources.length === 0);
  return (_req, res, next) => {
    if (empty) return next();
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
