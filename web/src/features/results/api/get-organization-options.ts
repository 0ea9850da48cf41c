import { apiGet } from '../../../lib/api-client';
import { toFilterOption, type FilterOption, type OrganizationRow } from './filter-option';

/** The organizations of a type to filter by (spec 02 §7 GET /api/organization/seguros/tipo/{type}, cached). */
export async function fetchOrganizationOptions(type: string): Promise<FilterOption[]> {
  const body = await apiGet<{ data: OrganizationRow[] }>(`/api/organization/seguros/tipo/${encodeURIComponent(type)}`);
  return body.data.map(toFilterOption);
}
