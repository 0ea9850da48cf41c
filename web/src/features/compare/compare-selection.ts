import { normalisedPageKey } from '../../lib/page-key';
import { COMPARE_SLOTS } from '../../shared/compare/compare-slots';

/** The query parameter of the compared products' ids (/Comparar-Planes?seguros=12,34,56). */
const PARAM = 'seguros';

/**
 * The products a Comparar-Planes URL compares (issue 31: the selection travels in the URL, so the server
 * renders the table and a shared link opens it): positive ids in their order, repeats and anything else
 * left out, at most COMPARE_SLOTS.
 */
export function compareSelectionOf(search: string | URLSearchParams): number[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ids: number[] = [];
  for (const part of (params.get(PARAM) ?? '').split(',')) {
    const trimmed = part.trim();
    if (!/^\d{1,9}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_SLOTS) break;
  }
  return ids;
}

/** The Comparar-Planes URL of a selection (the plain page without one). */
export function comparePath(ids: readonly number[]): string {
  return ids.length === 0 ? '/Comparar-Planes' : `/Comparar-Planes?${PARAM}=${ids.join(',')}`;
}

/** What the server's render of a Comparar-Planes URL depends on (see lib/page-key.ts). */
export function comparePageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const ids = compareSelectionOf(params);
  const state = new URLSearchParams(ids.length ? { [PARAM]: ids.join(',') } : {});
  return normalisedPageKey(pathname, params, new Set([PARAM]), state);
}

/** The useLoad key of a selection's cards (ComparePage, entry-server.tsx). */
export const compareCardsKey = (ids: readonly number[]) => ids.join(',');
