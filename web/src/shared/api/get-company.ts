import type { ContactGroup, PublicCompanyDetails } from '@domain/content/domain/company-details';
import { apiGet } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';

export type { ContactGroup, PublicCompanyDetails };

/** GET /api/company: the company's public details (contact e-mail, portals, channels), edited in the back-office. */
export async function fetchCompany(): Promise<PublicCompanyDetails> {
  return (await apiGet<{ data: PublicCompanyDetails }>('/api/company')).data;
}

/** The company's details once loaded, null meanwhile or when they cannot be read (nothing invented is shown). */
export function useCompany(): PublicCompanyDetails | null {
  const [state] = useLoad('company', fetchCompany);
  return state.status === 'ok' ? state.value : null;
}
