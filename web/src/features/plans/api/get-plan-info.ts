import { apiGet } from '../../../lib/api-client';

/** GET /api/infoplanes/{kind}: one of a plan's detail tables. */
export async function fetchPlanInfo<T>(
  kind: 'factores' | 'prestadoresplan' | 'prestaciones' | 'aranceles',
  code: string,
) {
  return (await apiGet<{ data: T }>(`/api/infoplanes/${kind}?plan=${encodeURIComponent(code)}`)).data;
}
