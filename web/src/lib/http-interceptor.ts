/**
 * Request interception (spec 02 §7, applies to every call the site makes, whoever makes it):
 * - every non-GET to the site's own API carries the country and version headers (and the visitor id and the
 *   internal-traffic mark, so leads and sales are attributed: issue 14);
 * - a GET to the API gets forceRefresh=1 when internal traffic forces it or a forced refresh is set;
 * - requests to external URLs lose the internal headers (country, key, token, version, cache, uuid, jwt,
 *   baggage, error reporting).
 * `interceptRequest` is the pure rule; `installHttpInterceptor` wraps the browser's fetch with it once.
 */
export interface InterceptContext {
  /** The site's origin (location.origin). */
  origin: string;
  country: string;
  version: string;
  visitorId: string | null;
  internal: boolean;
  forceRefresh: boolean;
}

/**
 * Headers only the site's own API may see: the site's country, version, key, token, cache, uuid, jwt and
 * visitor headers (x-…) and the error-reporting ones. Only these: the fetch of third-party scripts (the
 * payment providers' SDKs) also passes here, and their own headers must reach their servers.
 */
export const INTERNAL_HEADERS: readonly string[] = [
  'x-country',
  'x-key',
  'x-token',
  'x-version',
  'x-cache',
  'x-uuid',
  'x-jwt',
  'x-visitor-id',
  'x-internal-traffic',
  'baggage',
  'sentry-trace',
];

export interface Intercepted {
  url: string;
  headers: Headers;
}

export function interceptRequest(
  url: string,
  method: string,
  headers: HeadersInit | undefined,
  context: InterceptContext,
): Intercepted {
  const target = new URL(url, context.origin);
  const next = new Headers(headers);
  const own = target.origin === context.origin;
  if (!own) {
    for (const name of INTERNAL_HEADERS) next.delete(name);
    return { url, headers: next };
  }
  const api = target.pathname.startsWith('/api/');
  if (method.toUpperCase() !== 'GET') {
    if (!next.has('x-country')) next.set('x-country', context.country);
    next.set('x-version', context.version);
    if (context.visitorId) next.set('x-visitor-id', context.visitorId);
    if (context.internal) next.set('x-internal-traffic', 'true');
    return { url, headers: next };
  }
  if (api && context.forceRefresh && target.searchParams.get('forceRefresh') !== '1') {
    target.searchParams.set('forceRefresh', '1');
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url);
    return { url: relative ? `${target.pathname}${target.search}${target.hash}` : target.toString(), headers: next };
  }
  return { url, headers: next };
}

const INSTALLED = Symbol.for('comparador.httpInterceptor');

/** Wraps window.fetch once with the interceptor; the context is read on every call (flags change). */
export function installHttpInterceptor(target: typeof globalThis, context: () => InterceptContext): void {
  const holder = target as typeof globalThis & { [INSTALLED]?: boolean };
  if (holder[INSTALLED] || typeof target.fetch !== 'function') return;
  holder[INSTALLED] = true;
  const original = target.fetch.bind(target);
  target.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const method = init?.method ?? request?.method ?? 'GET';
    const { url: nextUrl, headers } = interceptRequest(url, method, init?.headers ?? request?.headers, context());
    // A Request object keeps its own URL (the site's code passes strings; only the headers matter then).
    if (request) return original(request, { ...init, headers });
    return original(nextUrl, { ...init, headers });
  };
}
