import { isSearchBot } from '@domain/partners/domain/bots';
import { EXPERIMENT_EXPIRY_DAYS } from '@domain/partners/domain/experiments';
import { readJson, writeJson } from './local-store';

const KEY = 'visitorId';
const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredVisitor {
  id: string;
  createdAt: string;
}

const randomId = () => {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** A search-engine bot's visit (spec 02 §5): no experiments, no visitor id, no lead attribution. */
export function isBotVisit(userAgent: string | undefined = globalThis.navigator?.userAgent): boolean {
  return isSearchBot(userAgent);
}

/**
 * The visitor id (spec 02 §7) that experiments hash: random, kept in this browser, renewed after 90 days
 * (the assignment's expiry). A random id rather than a fingerprint: it identifies nobody beyond this browser.
 * A bot gets none (null), and nothing is stored for it.
 */
export function visitorId(now = new Date()): string | null {
  if (isBotVisit()) return null;
  const stored = readJson<StoredVisitor>(KEY);
  const created = stored ? Date.parse(stored.createdAt) : NaN;
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored.id) && now.getTime() - created < EXPERIMENT_EXPIRY_DAYS * DAY_MS) {
    return stored.id;
  }
  const fresh = { id: randomId(), createdAt: now.toISOString() };
  writeJson(KEY, fresh);
  return fresh.id;
}
