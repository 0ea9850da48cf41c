import { sessionIsStale } from '@domain/sales/domain/steps';

/**
 * The purchase kept in the browser per product, so a reload or a back-and-forth keeps the sale; a
 * shared link (query session and sessionType, spec 03 §2) opens a given one. A session saved 10 hours
 * ago or more is reloaded (spec 03 §4): the purchase starts again.
 */
export interface SaleSession {
  id: string;
  token: string;
  savedAt: string;
}

const key = (productCode: string) => `compra-online-${productCode}`;

export function loadSession(productCode: string, now = new Date()): SaleSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(productCode));
    if (!raw) return null;
    const session = JSON.parse(raw) as SaleSession;
    if (!session?.id || !session.token || sessionIsStale(new Date(session.savedAt), now)) return null;
    return session;
  } catch {
    return null;
  }
}

export function saveSession(productCode: string, session: { id: string; token: string }): void {
  try {
    globalThis.localStorage?.setItem(
      key(productCode),
      JSON.stringify({ ...session, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Private mode: the purchase still works for this visit.
  }
}

export function clearSession(productCode: string): void {
  try {
    globalThis.localStorage?.removeItem(key(productCode));
  } catch {
    // Nothing to clear.
  }
}

/** ?session={id}.{token}&sessionType=sale -> the shared sale. */
export function sessionFromQuery(search: string): { id: string; token: string } | null {
  const params = new URLSearchParams(search);
  const session = params.get('session');
  if (!session || (params.get('sessionType') ?? 'sale') !== 'sale') return null;
  const dot = session.indexOf('.');
  if (dot <= 0) return null;
  return { id: session.slice(0, dot), token: session.slice(dot + 1) };
}

/** The visitor's stored profile (the profile feature keeps it under perfil-chile, spec 03 §3). */
export function storedProfile(): unknown {
  try {
    const raw = globalThis.localStorage?.getItem('perfil-chile');
    return raw ? ((JSON.parse(raw) as { profile?: unknown }).profile ?? null) : null;
  } catch {
    return null;
  }
}
