import type { PartnerConfig } from './partner-config.js';

/**
 * What a partner sub-domain lets a visitor reach (spec 02 §4, §6): paths, organizations and who may frame
 * the site. Pure rules shared by the server's middleware and the site.
 */

/** The pseudo-login gate (spec 03 §2 "/ref") is reachable whenever the partner uses pseudo-login. */
export const PSEUDO_LOGIN_PATH = '/ref';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const fold = (path: string) => {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  return trimSlash(decoded).toLowerCase();
};

/**
 * Whether a page path is reachable on the partner's sub-domain: an allowed path or anything below it
 * (segment boundary, case-insensitive like the site's routes), the default path, and /ref for
 * pseudo-login. No allowed paths means every path is reachable. The root is never "reachable": it
 * redirects to the default path.
 */
export function isPathAllowed(config: PartnerConfig, path: string): boolean {
  const target = fold(path);
  if (target === '/') return false;
  const prefixes = [...config.redirects.allowedPaths, config.redirects.defaultPath];
  if (config.pseudoLogin) prefixes.push(PSEUDO_LOGIN_PATH);
  if (config.redirects.allowedPaths.length === 0) return true;
  return prefixes.some((prefix) => {
    const p = fold(prefix);
    return p === '/' || target === p || target.startsWith(`${p}/`);
  });
}

/** Where a page request on the partner's sub-domain goes instead, or null when it is served as asked. */
export function partnerRedirect(config: PartnerConfig, path: string): string | null {
  return isPathAllowed(config, path) ? null : config.redirects.defaultPath;
}

/** The organizations the compare API may answer for this partner: codes, or null for all (spec 02 §6). */
export function allowedOrganizationCodes(config: PartnerConfig): readonly string[] | null {
  return config.allowedOrganizations.length > 0 ? config.allowedOrganizations : null;
}

/** Whether an organization (by code) may be listed on the partner's sub-domain. */
export function isOrganizationAllowed(
  config: PartnerConfig,
  organization: { organizationCode: string; organizationType?: string },
): boolean {
  if (!config.clinicsEnabled && organization.organizationType === 'CLINICA') return false;
  const codes = allowedOrganizationCodes(config);
  return codes === null || codes.includes(organization.organizationCode.toUpperCase());
}

/**
 * The CSP frame-ancestors sources for a partner (spec 02 §5): the site itself plus the partner's
 * authorized embedding origins. The main site keeps 'self' only.
 */
export function frameAncestors(config: PartnerConfig | null): string[] {
  return ["'self'", ...(config?.allowedUrls ?? [])];
}

/** Replaces (or adds) the frame-ancestors directive of a Content-Security-Policy header value. */
export function withFrameAncestors(csp: string, sources: readonly string[]): string {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^frame-ancestors(\s|$)/i.test(d));
  directives.push(`frame-ancestors ${sources.join(' ')}`);
  return directives.join(';');
}

/**
 * Whether a path is a page of the site (which a partner's redirects govern) rather than the API, the
 * back-office, a static file or a health probe.
 */
export function isPagePath(path: string): boolean {
  if (/^\/(api|admin|assets|i18n)(\/|$)/i.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}
