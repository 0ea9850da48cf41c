import { appendAttribution, campaignParams, type AttributionEntry } from '@domain/leads/domain/lead-attribution';
import { isReferrerExpired, type StoredReferrer } from '@domain/leads/domain/referrer';

/** localStorage keys of spec 02 §3 (referido) and the lead attribution list (spec 03 §3). */
const REFERRER_KEY = 'referido';
const ATTRIBUTION_KEY = 'leadAttribution';
const REFERRER_EVENT = 'referido-change';

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the visit goes on without it.
  }
}

/** The stored referrer, removed when older than 30 days without an executive (spec 02 §4). */
export function loadReferrer(now = new Date()): StoredReferrer | null {
  const stored = read<StoredReferrer>(REFERRER_KEY);
  if (!stored || typeof stored.email !== 'string') return null;
  if (isReferrerExpired(stored, now)) {
    write(REFERRER_KEY, null);
    return null;
  }
  return stored;
}

export function saveReferrer(referrer: StoredReferrer | null): void {
  write(REFERRER_KEY, referrer);
  window.dispatchEvent(new Event(REFERRER_EVENT));
}

/** Calls back whenever the referrer changes (in this tab or another). */
export function onReferrerChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === REFERRER_KEY) listener();
  };
  window.addEventListener(REFERRER_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(REFERRER_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function loadAttribution(): AttributionEntry[] {
  const entries = read<AttributionEntry[]>(ATTRIBUTION_KEY);
  return Array.isArray(entries) ? entries : [];
}

/** Records where this visit came from (external referrer or campaign parameters); at most 100 kept. */
export function recordVisit(location: { search: string; href: string }, referrer: string, now = new Date()): void {
  const params = campaignParams(location.search);
  let external = '';
  try {
    if (referrer && new URL(referrer).host !== new URL(location.href).host) external = referrer;
  } catch {
    external = '';
  }
  if (!external && Object.keys(params).length === 0) return;
  write(
    ATTRIBUTION_KEY,
    appendAttribution(loadAttribution(), {
      referrer: external || location.href,
      date: now.toISOString(),
      infoGA: { urlParams: params },
    }),
  );
}

/** Cleared once a submission carrying them was accepted (spec 03 §4). */
export function clearAttribution(): void {
  write(ATTRIBUTION_KEY, null);
}

/** Internal traffic is a local flag (spec 02 §6). */
export function isInternalTraffic(): boolean {
  try {
    const flag = (key: string) => globalThis.localStorage?.getItem(key);
    return flag('internal-traffic') === 'true' || flag('qp-internal-traffic') === 'true';
  } catch {
    return false;
  }
}

const PSEUDO_LOGIN_KEY = 'pseudoLoginAttempt';

/** Set once the visitor typed an advisor e-mail in the /ref gate (spec 02 §4). */
export function markPseudoLoginAttempt(): void {
  write(PSEUDO_LOGIN_KEY, true);
}

/** The partner sub-domain redirects to /ref only while this is false (spec 02 §2.1, once). */
export function pseudoLoginAttempted(): boolean {
  return read<boolean>(PSEUDO_LOGIN_KEY) === true;
}
