import { appendAttribution, type AttributionEntry } from '@domain/leads/domain/lead-attribution';
import { readJson, writeJson } from '../../lib/local-store';

/** The lead attribution list of spec 03 §3 (the leads feature sends it with every lead, then clears it). */
const ATTRIBUTION_KEY = 'leadAttribution';

/**
 * Leads carry the partner and the variants seen (issue 14) as request metadata the leads API already
 * accepts: an attribution entry whose url params name the partner, the visitor and each variant. Added
 * when missing (the list is cleared once a lead is sent), so every lead of the visit carries it.
 */
export function rememberVisitContext(context: Record<string, string>, href: string, now = new Date()): void {
  if (Object.keys(context).length === 0) return;
  const entries = readJson<AttributionEntry[]>(ATTRIBUTION_KEY);
  const list = Array.isArray(entries) ? entries : [];
  const same = (entry: AttributionEntry) => {
    const params = entry.infoGA?.urlParams ?? {};
    return Object.entries(context).every(([key, value]) => params[key] === value);
  };
  if (list.some(same)) return;
  writeJson(
    ATTRIBUTION_KEY,
    appendAttribution(list, { referrer: href, date: now.toISOString(), infoGA: { urlParams: context } }),
  );
}
