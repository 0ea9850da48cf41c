/**
 * Share links (spec 02 §5 §7, spec 03 §2): a short code stands for a search (its URL and the visitor's
 * profile) or a comparator URL. Only URLs of the site's own hosts are accepted.
 */
export const SHARED_LINK_KINDS = ['search', 'comparator'] as const;
export type SharedLinkKind = (typeof SHARED_LINK_KINDS)[number];

export const SHARED_LINK_CODE = /^[A-Za-z0-9_-]{6,40}$/;

/** Loopback names always count as the site itself (development and tests). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The hosts whose URLs may be shared: the public site's host and localhost. */
export function allowedShareHosts(publicUrl: string): string[] {
  const hosts = new Set(LOCAL_HOSTS);
  try {
    hosts.add(new URL(publicUrl).hostname.toLowerCase());
  } catch {
    // A malformed PUBLIC_URL leaves only the local hosts.
  }
  return [...hosts];
}

/** True for an absolute http(s) URL on an allowed host (any port), or a site-relative path. */
export function isAllowedShareUrl(url: string, allowedHosts: readonly string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return allowedHosts.includes(parsed.hostname.toLowerCase());
}

/** What the browser navigates to when it opens the link: the path, query and hash on this site. */
export function sitePathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The short address of a code: /url/{code}. */
export const sharedLinkPath = (code: string) => `/url/${code}`;

/** The code inside "abc123", "/url/abc123" or "https://host/url/abc123"; null when there is none. */
export function sharedLinkCodeOf(value: string): string | null {
  const candidate = value.trim().replace(/\/+$/, '').split('/').pop() ?? '';
  return SHARED_LINK_CODE.test(candidate) ? candidate : null;
}
