import { useEffect, useState } from 'react';
import type { FilterOption } from './api/filter-option';
import { fetchClinicOptions } from './api/get-clinic-options';
import { fetchOrganizationOptions } from './api/get-organization-options';
import type { LineConfig } from './api/line-config';

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
    Promise.allSettled([fetchOrganizationOptions(type), fetchClinicOptions()]).then(([organizations, clinics]) => {
      if (!live) return;
      setOptions({
        organizations: organizations.status === 'fulfilled' ? organizations.value : [],
        coverageOrganizations: clinics.status === 'fulfilled' ? clinics.value : [],
      });
    });
    return () => {
      live = false;
    };
  }, [type]);
  return options;
}
