import {
  forcesRefresh,
  FORCE_REFRESH_KEY,
  INTERNAL_TRAFFIC_KEYS,
  isFlagOn,
  switchesAllowed,
  toggleValues,
} from '@domain/partners/domain/internal-traffic';
import { readJson, readText, writeJson, writeText } from './local-store';

/**
 * The local flags of spec 02 §3 ("internal-traffic, qp-internal-traffic, force-refresh, …") and what the
 * internal-traffic tab stores: its switches, the e-mail the staff member typed and the ponderation.
 */
const TOGGLES_KEY = 'internal-toggles';
const TYPED_EMAIL_KEY = 'internal-typed-email';
const PONDERER_KEY = 'ponderer';
/** The stored referrer (the leads feature writes it: spec 02 §3 key "referido"). */
const REFERRER_KEY = 'referido';
export const SITE_FLAGS_EVENT = 'site-flags-change';

const changed = () => globalThis.dispatchEvent?.(new Event(SITE_FLAGS_EVENT));

export function isInternalTraffic(): boolean {
  return INTERNAL_TRAFFIC_KEYS.some((key) => isFlagOn(readText(key)));
}

export function setInternalTraffic(on: boolean): void {
  for (const key of INTERNAL_TRAFFIC_KEYS) writeText(key, on ? 'true' : 'false');
  changed();
}

/** spec 02 §6: internal traffic is always on outside production (the dev server) unless turned off there. */
export function defaultInternalTraffic(production: boolean): void {
  if (!production && INTERNAL_TRAFFIC_KEYS.every((key) => readText(key) === null)) setInternalTraffic(true);
}

/** `?internal-traffic=true|false` in a URL switches the mode on this browser (how staff turn it on). */
export function applyInternalTrafficParam(search: string): void {
  const value = new URLSearchParams(search).get('internal-traffic');
  if (value === 'true' || value === '1') setInternalTraffic(true);
  else if (value === 'false' || value === '0') setInternalTraffic(false);
}

export function storedReferrer(): { name?: string; email?: string } | null {
  return readJson<{ name?: string; email?: string }>(REFERRER_KEY);
}

export function typedEmail(): string {
  return readText(TYPED_EMAIL_KEY) ?? '';
}

export function setTypedEmail(email: string): void {
  writeText(TYPED_EMAIL_KEY, email.trim() || null);
  changed();
}

export function internalSwitchesAllowed(): boolean {
  return switchesAllowed(storedReferrer()?.email, typedEmail());
}

/** Each switch's value (all off when the switches are not allowed). */
export function internalToggles(): Record<string, boolean> {
  return toggleValues(readJson<Record<string, boolean>>(TOGGLES_KEY) ?? {}, internalSwitchesAllowed());
}

export function setInternalToggle(key: string, on: boolean): void {
  writeJson(TOGGLES_KEY, { ...(readJson<Record<string, boolean>>(TOGGLES_KEY) ?? {}), [key]: on });
  changed();
}

/** Whether GETs carry forceRefresh=1 and skip the 5-minute cache (spec 02 §7). */
export function forceRefreshActive(): boolean {
  const internal = isInternalTraffic();
  const allowed = internal && internalSwitchesAllowed();
  return forcesRefresh({
    internal,
    forceRefreshFlag: isFlagOn(readText(FORCE_REFRESH_KEY)),
    switchesAllowed: allowed,
    storedForceSwitch: allowed ? internalToggles()[FORCE_REFRESH_KEY] : undefined,
  });
}

/** The ponderation the comparison sends (internal traffic only; null otherwise). */
export function storedPonderer(): number | null {
  if (!isInternalTraffic()) return null;
  const value = Number(readText(PONDERER_KEY));
  return readText(PONDERER_KEY) !== null && value >= 0 && value <= 1 ? value : null;
}

export function setPonderer(value: number | null): void {
  writeText(PONDERER_KEY, value === null ? null : String(value));
  changed();
}
