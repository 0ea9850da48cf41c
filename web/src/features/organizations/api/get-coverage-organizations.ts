import { apiGet } from '../../../lib/api-client';
import type { OrganizationInfo } from './organization-info';

/** GET /api/seguro-adicional/prestadores: the coverage organizations (clinics) products cover at. */
export async function fetchCoverageOrganizations(): Promise<OrganizationInfo[]> {
  const body = await apiGet<{ data: OrganizationInfo[] }>('/api/seguro-adicional/prestadores');
  return body.data ?? [];
}
