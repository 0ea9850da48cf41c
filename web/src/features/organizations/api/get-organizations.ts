import { apiGet } from '../../../lib/api-client';
import type { OrganizationInfo } from './organization-info';

/** GET /api/organization/instituciones/{type}: every organization of a type. */
export async function fetchOrganizations(type: string): Promise<OrganizationInfo[]> {
  const body = await apiGet<{ data: OrganizationInfo[] }>(
    `/api/organization/instituciones/${encodeURIComponent(type)}`,
  );
  return body.data ?? [];
}
