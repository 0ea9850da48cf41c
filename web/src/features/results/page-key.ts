import { readSearchState, writeSearchState } from './search-state';

const SEARCH_STATE = new Set([
  'pagina',
  'orden',
  'vista',
  'aseguradora',
  'tipo',
  'clinica',
  'prevision',
  'desde',
  'hasta',
]);
/** Campaign and click ids: read in the browser for attribution, never part of the page's HTML. */
const TRACKING = /^(utm_\w+|gclid|fbclid|msclkid|_ga|mc_cid|mc_eid)$/;

/**
 * What a comparator page's server render depends on: its path, the list's state (read as the page reads it
 * and written back, so defaults, order and invalid values fold together) and any other parameter, sorted.
 */
export function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const state = writeSearchState(readSearchState(params)).toString();
  const others = [...params]
    .filter(([name]) => !SEARCH_STATE.has(name) && !TRACKING.test(name))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const rest = new URLSearchParams(others).toString();
  return `${pathname}?${state}${rest ? `#${rest}` : ''}`;
}
