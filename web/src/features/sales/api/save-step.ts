import { apiPut } from '../../../lib/api-client';
import { saleRequest, saleUrl } from './sale';

/** PUT /api/sales/{id}/steps/{code}: one step's values (a 4xx carries the field errors, see fieldErrorsOf). */
export function saveStep(id: string, token: string, code: string, values: Record<string, unknown>) {
  return apiPut<{ data: unknown }>(saleUrl(id, `/steps/${code}`), values, saleRequest(token));
}
