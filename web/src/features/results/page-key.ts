import { normalisedPageKey } from '../../lib/page-key';
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

/**
 * What a comparator page's server render depends on: its path, the list's state (read as the page reads it
 * and written back, so defaults, order and invalid values fold together) and any other parameter, sorted.
 */
export function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  return normalisedPageKey(pathname, params, SEARCH_STATE, writeSearchState(readSearchState(params)));
}
