import { apiGet } from '../../lib/api-client';

/** GET /api/globales/uf: the UF in force in pesos, its day, and whether that day is today (Chile). */
export function fetchUf() {
  return apiGet<{ data: { value: number; date: string; isToday: boolean } }>('/api/globales/uf');
}
