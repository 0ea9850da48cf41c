import { apiGet } from '../../lib/api-client';

/** GET /api/globales/uf: today's UF in pesos. */
export function fetchUf() {
  return apiGet<{ data: { value: number } }>('/api/globales/uf');
}
