/**
 * Internal-traffic mode (spec 02 §2.9, §4, §6): staff browsing the site mark themselves with a local flag.
 * Their visits never send the profile form, their leads are marked internal, their GETs carry
 * forceRefresh=1, and a floating tab shows switches (for a company referrer only), two copy-link buttons and
 * the ponderation of the recommended order. Pure rules shared by the site and the server.
 */

/** The local flags that mark internal traffic (spec 02 §3 "Local flags and storage keys"). */
export const INTERNAL_TRAFFIC_KEYS = ['internal-traffic', 'qp-internal-traffic'] as const;
export const FORCE_REFRESH_KEY = 'force-refresh';
/** The tab's text when no referrer is known (spec 02 §2.9). */
export const INTERNAL_TRAFFIC_LABEL = 'Tráfico Interno';
/** The request header a visit of internal traffic carries to the API (marks conversions as internal). */
export const INTERNAL_TRAFFIC_HEADER = 'x-internal-traffic';

/** The company's own e-mail domains: a referrer there is staff (spec 02 §4 "internal company address"). */
export const COMPANY_EMAIL_DOMAINS: readonly string[] = ['comparador.local', 'comparador.cl'];

/** An on/off switch of the tab (spec 02 §3 "Internal-traffic toggle: key, defaultValue, icon"). */
export interface InternalToggle {
  key: string;
  label: string;
  defaultValue: boolean;
  icon: string;
}

export const INTERNAL_TOGGLES: readonly InternalToggle[] = [
  { key: FORCE_REFRESH_KEY, label: 'Forzar datos frescos (forceRefresh=1, sin caché)', defaultValue: true, icon: '⟳' },
  { key: 'show-experiments', label: 'Mostrar variantes de experimentos', defaultValue: false, icon: '⚗' },
];

/** The tab's text: the referrer's name, or "Tráfico Interno". */
export function internalTabLabel(referrerName: string | null | undefined): string {
  return referrerName?.trim() || INTERNAL_TRAFFIC_LABEL;
}

const normalEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

export function isCompanyEmail(email: string | null | undefined, domains = COMPANY_EMAIL_DOMAINS): boolean {
  const value = normalEmail(email);
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const domain = value.slice(at + 1);
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * spec 02 §4 "Coverage display options", §6: the switches show only when the referrer e-mail is a company
 * address and equals the e-mail the user typed; otherwise every switch is off.
 */
export function switchesAllowed(
  referrerEmail: string | null | undefined,
  typedEmail: string | null | undefined,
): boolean {
  return isCompanyEmail(referrerEmail) && normalEmail(referrerEmail) === normalEmail(typedEmail);
}

/** The value of each switch: stored, else its default; all off when the switches are not allowed. */
export function toggleValues(
  stored: Readonly<Record<string, boolean | undefined>>,
  allowed: boolean,
): Record<string, boolean> {
  return Object.fromEntries(INTERNAL_TOGGLES.map((t) => [t.key, allowed ? (stored[t.key] ?? t.defaultValue) : false]));
}

/**
 * spec 02 §7: a GET gets forceRefresh=1 when internal traffic has its force switch on, or when the
 * forced-refresh flag is set. Internal traffic without the switches allowed still forces (issue 14:
 * "internal traffic … forces forceRefresh=1"); the switch only lets a staff member turn it off.
 */
export function forcesRefresh(input: {
  internal: boolean;
  forceRefreshFlag: boolean;
  switchesAllowed: boolean;
  storedForceSwitch?: boolean;
}): boolean {
  if (input.forceRefreshFlag) return true;
  if (!input.internal) return false;
  return input.switchesAllowed ? (input.storedForceSwitch ?? true) : true;
}

export const PONDERER_ERROR = 'La ponderación debe ser un número entre 0 y 1.';

/** spec 02 §5 "Ponderation: a number from 0 to 1" (a comma is a decimal point, as typed in Chile). */
export function parsePonderer(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return { ok: false, error: PONDERER_ERROR };
  const value = Number(trimmed);
  return value >= 0 && value <= 1 ? { ok: true, value } : { ok: false, error: PONDERER_ERROR };
}

/** A stored flag value counts as on for 'true' or '1' (the existing site writes 'true'). */
export function isFlagOn(value: string | null | undefined): boolean {
  return value === 'true' || value === '1';
}
