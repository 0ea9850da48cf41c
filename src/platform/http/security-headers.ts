import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The CSP source of an inline element's text: what the browser hashes is the exact text between its tags. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types a browser does not execute (data blocks: JSON-LD, page data): CSP does not apply to them. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The hashes of the inline `<style>` elements and executable inline `<script>` elements of an HTML page
 * (the built index.html inlines the site's entry stylesheet, issue 9), for its Content-Security-Policy.
 */
export function inlineHashes(html: string): { styles: string[]; scripts: string[] } {
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => sha256Source(m[1]!));
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_SCRIPT_TYPES.has(type)) scripts.push(sha256Source(match[2]!));
  }
  return { styles: [...new Set(styles)], scripts: [...new Set(scripts)] };
}

export interface SecurityHeadersOptions {
  /** The built site's index.html (its inline styles and scripts are allowed by hash); absent: none. */
  siteHtml?: string;
}

/** Paths of the back-office area (react-admin). */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

const common = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Helmet's security headers with a Content-Security-Policy per area:
 * - the back-office (`/admin`): `style-src 'self' 'unsafe-inline'`, since MUI (react-admin) writes its
 *   styles into `<style>` elements at run time;
 * - everything else (the public site, the API, its docs): no inline style but the built index.html's own
 *   `<style>` (the entry stylesheet), allowed by its sha256 computed here once, at start. Style attributes
 *   stay refused (`style-src-attr 'none'`): the server-rendered first screen has none, and React sets the
 *   client's `style` props through the CSSOM, which CSP does not govern.
 * Other middleware may widen the header afterwards (payment providers, partner frame-ancestors).
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): RequestHandler {
  const hashes = options.siteHtml ? inlineHashes(options.siteHtml) : { styles: [], scripts: [] };
  const site = helmet({
    contentSecurityPolicy: {
      directives: {
        ...common,
        scriptSrc: ["'self'", ...hashes.scripts],
        styleSrc: ["'self'", ...hashes.styles],
        styleSrcAttr: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const admin = helmet({
    contentSecurityPolicy: {
      directives: { ...common, styleSrc: ["'self'", "'unsafe-inline'"] },
    },
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => (isAdminPath(req.path) ? admin : site)(req, res, next);
}
