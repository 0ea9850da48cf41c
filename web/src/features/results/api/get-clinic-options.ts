import { apiGet } from '../../../lib/api-client';
import { toFilterOption, type FilterOption, type OrganizationRow } from './filter-option';

/** The clinics (prestadores) a product may cover at, to filter by (GET /api/seguro-adicional/prestadores, cached). */
export async function fetchClinicOptions(): Promise<FilterOption[]> {
  const body = await apiGet<{ data: OrganizationRow[] }>('/api/seguro-adicional/prestadores');
  return body.data.map(toFilterOption);
}
