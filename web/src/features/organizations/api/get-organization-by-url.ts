import { ApiError, apiGet } from '../../../lib/api-client';
import type { OrganizationInfo } from './organization-info';

/** GET /api/organization/institucion/{url}: one organization by its URL segment, or undefined. */
export async function fetchOrganizationByUrl(url: string): Promise<OrganizationInfo | undefined> {
  if (!url) return undefined;
  try {
    const body = await apiGet<{ data: OrganizationInfo }>(`/api/organization/institucion/${encodeURIComponent(url)}`, {
      retries: 1,
    });
    return body.data ?? undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return undefined;
    throw error;
  }
}
