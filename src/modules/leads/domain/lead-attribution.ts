import { isSearchBot } from '../../partners/domain/bots.js';

/** Lead attribution entries (spec 03 §3-4): where the visitor came from, kept in the browser, sent with a lead. */
export interface AttributionEntry {
  referrer: string;
  /** ISO date-time of the visit. */
  date: string;
  infoGA?: { urlParams?: Record<string, string>; clientId?: string };
}

export const MAX_ATTRIBUTION_ENTRIES = 100;

/** Appends an entry, dropping the oldest beyond the cap (spec 03 §4). */
export function appendAttribution(
  entries: readonly AttributionEntry[],
  entry: AttributionEntry,
  max = MAX_ATTRIBUTION_ENTRIES,
): AttributionEntry[] {
  const next = [...entries, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Campaign parameters worth keeping from a landing URL's query. */
export function campaignParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const kept: Record<string, string> = {};
  for (const [key, value] of params) {
    if (/^(utm_[a-z_]+|gclid|fbclid|msclkid)$/.test(key) && value.length <= 200) kept[key] = value;
  }
  return kept;
}

/** The attribution a lead keeps: none when a search-engine bot sent it (spec 02 §5: bots are not visitors). */
export function attributionOfVisit<T>(entries: T[] | undefined, userAgent: string | null | undefined): T[] | undefined {
  return isSearchBot(userAgent) ? undefined : entries;
}
