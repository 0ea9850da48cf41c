import type { CompareOrder } from '@domain/catalogue/domain/compare';
import { queryList } from '../../lib/query-list';

/** The result list's state as it lives in the URL query (shareable, back-button friendly). */
export interface SearchState {
  page: number;
  order: Exclude<CompareOrder, 'distance'>;
  view: 'list' | 'grid';
  organizations: string[];
  insuranceTypes: string[];
  coverageOrganizations: string[];
  previsiones: string[];
  fromPrice: number | null;
  toPrice: number | null;
}

export const SORT_ORDERS: readonly SearchState['order'][] = ['recommended', 'lowerPrice', 'higherPrice', 'popular'];

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
};

export function readSearchState(params: URLSearchParams): SearchState {
  const order = params.get('orden') as SearchState['order'] | null;
  return {
    page: Math.max(1, positiveInt(params.get('pagina')) ?? 1),
    order: order && SORT_ORDERS.includes(order) ? order : 'recommended',
    view: params.get('vista') === 'grid' ? 'grid' : 'list',
    organizations: queryList(params, 'aseguradora'),
    insuranceTypes: queryList(params, 'tipo'),
    coverageOrganizations: queryList(params, 'clinica'),
    previsiones: queryList(params, 'prevision'),
    fromPrice: positiveInt(params.get('desde')),
    toPrice: positiveInt(params.get('hasta')),
  };
}

/** Writes the state back; defaults are left out so URLs stay short. Changing a filter resets the page. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('pagina', String(state.page));
  if (state.order !== 'recommended') params.set('orden', state.order);
  if (state.view === 'grid') params.set('vista', 'grid');
  if (state.organizations.length) params.set('aseguradora', state.organizations.join(','));
  if (state.insuranceTypes.length) params.set('tipo', state.insuranceTypes.join(','));
  if (state.coverageOrganizations.length) params.set('clinica', state.coverageOrganizations.join(','));
  if (state.previsiones.length) params.set('prevision', state.previsiones.join(','));
  if (state.fromPrice !== null) params.set('desde', String(state.fromPrice));
  if (state.toPrice !== null) params.set('hasta', String(state.toPrice));
  return params;
}
