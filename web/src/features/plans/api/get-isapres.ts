import { apiGet } from '../../../lib/api-client';

/** An isapre as GET /api/organization/instituciones/tipo/ISAPRE answers it (the filter uses urlSegment). */
export interface IsapreOption {
  id: number;
  displayName: string;
  urlSegment: string;
  organizationCode: string;
  isOpen: boolean;
}

/** The plan list's filter options in a server-rendered page's data (keys 'isapres', 'clinics'; issue 31). */
export const PLAN_FILTERS_LOAD = 'plan-filters';

/** GET /api/organization/instituciones/tipo/ISAPRE: the isapres of the filter. */
export async function fetchIsapres(): Promise<IsapreOption[]> {
  return (await apiGet<{ data: IsapreOption[] }>('/api/organization/instituciones/tipo/ISAPRE')).data;
}
