import { apiGet } from '../../../lib/api-client';
import type { OrganizationInfo } from './organization-info';

/**
 * An area index's list in a server-rendered page's data (lib/page-data.ts, issue 31), keyed by the
 * organization type: the answer's `data` as the API gives it.
 */
export const ORGANIZATIONS_LOAD = 'organizations';

/** GET /api/organization/instituciones/{type}: every organization of a type. */
export async function fetchOrganizations(type: string): Promise<OrganizationInfo[]> {
  const body = await apiGet<{ data: OrganizationInfo[] }>(
    `/api/organization/instituciones/${encodeURIComponent(type)}`,
  );
  return body.data ?? [];
}

/** The order an area index lists them in: open ones first, then by name (Spanish collation). */
export const indexOrder = (items: readonly OrganizationInfo[]): OrganizationInfo[] =>
  [...items].sort((a, b) => Number(b.isOpen) - Number(a.isOpen) || a.displayName.localeCompare(b.displayName, 'es'));
