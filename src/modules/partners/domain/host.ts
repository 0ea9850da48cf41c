import { RESERVED_EDITION_LABELS } from '../../profile/domain/editions';

/**
 * Which site a request's Host asks for (spec 02 §4 "Sub-domain state", spec 03 §6): the main domain, or a
 * partner's white-label sub-domain `{partner}.{domain}`. The base domains are configuration
 * (PARTNERS_BASE_DOMAINS); `{partner}.localhost` always counts as a sub-domain so a developer can open
 * http://demo.localhost:3000 without touching DNS (browsers resolve *.localhost to 127.0.0.1).
 */
export type HostSite = { kind: 'main' } | { kind: 'partner'; subdomain: string };

/**
 * Labels that never name a partner: the main site's own hosts, and the editions' local hosts (issue 27:
 * pe.localhost, co.localhost, int.localhost are Peru, Colombia and the international site).
 */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'admin',
  'static',
  'cdn',
  'mail',
  ...RESERVED_EDITION_LABELS,
];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host without port, trailing dot or case ('Demo.Localhost:3000' -> 'demo.localhost'). */
export function normaliseHost(host: string | null | undefined): string {
  if (!host) return '';
  let value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value; // IPv6 literal: never a partner
  const colon = value.lastIndexOf(':');
  if (colon !== -1) value = value.slice(0, colon);
  return value.replace(/\.+$/, '');
}

/**
 * Resolves a Host header against the configured base domains. Only one label before the base counts
 * (`demo.example.cl`); deeper names (`a.b.example.cl`), reserved labels, bare IPs and unknown domains are
 * the main site.
 */
export function resolveHost(host: string | null | undefined, baseDomains: readonly string[]): HostSite {
  const name = normaliseHost(host);
  if (!name || name.startsWith('[') || /^\d+(\.\d+){3}$/.test(name)) return { kind: 'main' };
  const bases = new Set(['localhost', ...baseDomains.map((d) => normaliseHost(d)).filter(Boolean)]);
  for (const base of bases) {
    if (!name.endsWith(`.${base}`)) continue;
    const label = name.slice(0, -(base.length + 1));
    if (!LABEL.test(label) || RESERVED_SUBDOMAINS.includes(label)) return { kind: 'main' };
    return { kind: 'partner', subdomain: label };
  }
  return { kind: 'main' };
}

/** A sub-domain label a partner may take (lowercase letters, digits, inner hyphens; not reserved). */
export function isValidSubdomain(label: string): boolean {
  return LABEL.test(label) && !RESERVED_SUBDOMAINS.includes(label);
}

/**
 * Whether the browser should ask the server which partner its host is: the browser does not know the base
 * domains, but a host with no sub-domain label (an IP, `localhost`, `comparador.cl`, `www.…`) is never a
 * partner, so the main site saves the request (the result list's budget of 4 API calls).
 */
export function mayBePartnerHost(host: string | null | undefined): boolean {
  const name = normaliseHost(host);
  if (!name || name.startsWith('[') || /^\d+(\.\d+){3}$/.test(name)) return false;
  if (name.endsWith('.localhost')) return resolveHost(name, []).kind === 'partner';
  const labels = name.split('.');
  return labels.length >= 3 && isValidSubdomain(labels[0]!);
}
