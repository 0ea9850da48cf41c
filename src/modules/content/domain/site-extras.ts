import { redirectTarget } from './redirects.js';
import { matchSiteRoute, normalizeSitePath } from './site-routes.js';

export { PRODUCT_ABBREVIATION, PRODUCT_NAME, PRODUCT_PAGES, SUBSCRIPTION_AREA } from './product-pages.js';

/**
 * Small rules of issue 30's pages and calls (spec 02 §2.1, §7; spec 03 §7), each pure so the server and the
 * site share one copy.
 */

/** A character below space or DEL: never part of an address typed or linked. */
const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 32 || char === '\u007f');

/** Where /landing sends a visitor whose url parameter is not a path of this site. */
export const LANDING_FALLBACK = '/';
const MAX_LANDING_URL = 500;

/**
 * The target of /landing?url=… (spec 02 §2.1 "takes a url parameter"): a path of this site only, never
 * an open redirect. Accepts a path ('/Comparar/Seguros-de-Salud?x=1'), a path without its slash, or an
 * absolute URL of one of the site's own origins (its path is kept); anything else (another host, '//host',
 * 'javascript:', back-slashes, control characters) is null.
 */
export function landingTarget(url: string | null | undefined, siteOrigins: readonly string[]): string | null {
  if (typeof url !== 'string') return null;
  const raw = url.trim();
  if (raw === '' || raw.length > MAX_LANDING_URL) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.com' would leave the site.
  if (raw.includes('\\') || hasControlCharacter(raw)) return null;
  let path: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return null;
    }
    if (!siteOrigins.includes(parsed.origin)) return null;
    path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } else if (raw.startsWith('//')) {
    return null;
  } else {
    path = raw.startsWith('/') ? raw : `/${raw}`;
  }
  if (path.startsWith('//') || /(^|\/)\.\.(\/|$)/.test(path.split(/[?#]/)[0]!)) return null;
  return path;
}

/** Decodes route-translator's {encodedUrl}: URI-encoded or base64(url) of a path or URL; null otherwise. */
export function decodeTranslatorUrl(encoded: string): string | null {
  if (encoded.length === 0 || encoded.length > 2000) return null;
  let text = encoded;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    // Already decoded once by the router ('%' in a path): read it as given.
  }
  const looksLikeUrl = (value: string) => value.startsWith('/') || /^https?:\/\//i.test(value);
  if (looksLikeUrl(text)) return text;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    const decoded = decodeBase64(text);
    if (decoded !== null && looksLikeUrl(decoded)) return decoded;
  }
  // A path sent without its leading slash ('Comparar/Seguros-de-Salud').
  return /^[\w.~%-]+(\/[\w.~%-]*)*([?#].*)?$/.test(text) ? `/${text}` : null;
}

function decodeBase64(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return hasControlCharacter(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

export interface TranslatedRoute {
  /** The site path asked for, after the site's redirects (spec 02 §2.2). */
  path: string;
  /** Whether the path opens a page (false: the 404 page). */
  found: boolean;
  /** The page's address in each language the site has; Chile is one edition in es-CL. */
  alternates: { hreflang: string; href: string }[];
}

/**
 * GET /api/route-translator/{encodedUrl} (spec 02 §7 "Alternate URLs"): the page's address per language.
 * Only the path of the given URL is used (its host is ignored), so the answer always points at this site.
 */
export function translateRoute(url: string, publicUrl: string): TranslatedRoute {
  const parsed = new URL(url, 'http://site.invalid');
  const first = normalizeSitePath(parsed.pathname);
  const redirected = redirectTarget(`/${first}`);
  const path = `/${normalizeSitePath(redirected ?? `/${first}`)}`.replace(/^\/$/, '/');
  const found = path === '/' || matchSiteRoute(path) !== undefined;
  const href = `${publicUrl.replace(/\/+$/, '')}${found ? path : '/'}`;
  return {
    path,
    found,
    alternates: [
      { hreflang: 'es-CL', href },
      { hreflang: 'x-default', href },
    ],
  };
}

/** The applications whose server-rendered pages the back-office may purge (cloudflare-cache/{app}). */
export const CACHED_APPS = ['comparador', 'site', 'web'] as const;
export const isCachedApp = (app: string): boolean => (CACHED_APPS as readonly string[]).includes(app.toLowerCase());
