import { PSEUDO_LOGIN_PATH } from './access.js';
import type { PartnerConfig } from './partner-config.js';

/**
 * Which header, footer and chat a page shows (spec 02 §2.6, §3 subdomainLayout, footerEnabledRoutes, hosted
 * header/footer data, §4 "Sub-domain state"): the main site's own, the partner's hosted HTML, or none.
 */
export type Part = 'site' | 'hosted' | 'none';

export interface SiteLayout {
  header: Part;
  footer: Part;
  chat: boolean;
}

const fold = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
const under = (path: string, prefix: string) => {
  const p = fold(prefix);
  const target = fold(path);
  return p === '/' || target === p || target.startsWith(`${p}/`);
};

export function siteLayout(config: PartnerConfig | null, context: { embedded: boolean; path: string }): SiteLayout {
  if (!config) {
    // Framed without a partner (the main site framing itself): the comparator only.
    return context.embedded
      ? { header: 'none', footer: 'none', chat: false }
      : { header: 'site', footer: 'site', chat: true };
  }
  // The header is hidden inside an embedded frame unless the layout enables it; the sub-domain shows it.
  const headerShown = !context.embedded || config.subdomainLayout.enableHeader;
  const header: Part = !headerShown ? 'none' : config.useHeader && config.headerHTML ? 'hosted' : 'site';
  const footerShown =
    config.subdomainLayout.footerEnabled &&
    (config.footerEnabledRoutes.length === 0 || config.footerEnabledRoutes.some((route) => under(context.path, route)));
  const footer: Part = !footerShown ? 'none' : config.useFooter && config.footerHTML ? 'hosted' : 'site';
  return { header, footer, chat: config.subdomainLayout.chatEnabled };
}

/** The pseudo-login gate's address: the advisor dialog there is required (spec 02 §4). */
export const PSEUDO_LOGIN_TARGET = `${PSEUDO_LOGIN_PATH}?pseudoLogin=1`;

/**
 * spec 02 §4, spec 03 §2: on a partner sub-domain with pseudo-login, the first visit without referrer
 * input goes to /ref, once: not when a referrer is stored, an e-mail was already typed there (the attempt
 * flag), the visitor was already sent there, or the visitor is on /ref.
 */
export function pseudoLoginRedirect(input: {
  pseudoLogin: boolean;
  hasReferrer: boolean;
  attempted: boolean;
  alreadyRedirected: boolean;
  path: string;
}): string | null {
  if (!input.pseudoLogin || input.hasReferrer || input.attempted || input.alreadyRedirected) return null;
  if (fold(input.path) === PSEUDO_LOGIN_PATH) return null;
  return PSEUDO_LOGIN_TARGET;
}
