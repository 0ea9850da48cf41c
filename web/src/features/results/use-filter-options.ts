import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client';
import type { FilterOption, LineConfig } from './api';

interface OrganizationRow {
  id: number;
  name?: string;
  displayName?: string;
  organizationCode?: string;
  organizationType?: string;
}

const toOption = (row: OrganizationRow): FilterOption => ({
  value: String(row.organizationCode ?? row.id),
  label: row.displayName ?? row.name ?? String(row.id),
});

/**
 * Organizations and clinics to filter by (spec 02 §7: organizations of a type, cached). One call for the
 * comparator's organizations and one for the clinics, both cached for 5 minutes.
 */
export function useFilterOptions(line: LineConfig) {
  const [options, setOptions] = useState<{ organizations: FilterOption[]; coverageOrganizations: FilterOption[] }>({
    organizations: [],
    coverageOrganizations: [],
  });
  const type = line.organizationType.includes('ISAPRE') ? 'ISAPRE' : line.productType;
  useEffect(() => {
    let live = true;
    Promise.allSettled([
      apiGet<{ data: OrganizationRow[] }>(`/api/organization/seguros/tipo/${encodeURIComponent(type)}`),
      apiGet<{ data: OrganizationRow[] }>('/api/seguro-adicional/prestadores'),
    ]).then(([organizations, clinics]) => {
      if (!live) return;
      setOptions({
        organizations: organizations.status === 'fulfilled' ? organizations.value.data.map(toOption) : [],
        coverageOrganizations: clinics.status === 'fulfilled' ? clinics.value.data.map(toOption) : [],
      });
    });
    return () => {
      live = false;
    };
  }, [type]);
  return options;
}
