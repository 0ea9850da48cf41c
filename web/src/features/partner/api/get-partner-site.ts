import type { PublicPartner } from '@domain/partners/domain/partner';
import { apiGet } from '../../../lib/api-client';

/** The partner this host belongs to (spec 02 §7 "Authorized data by sub-domain and host"), or null. */
export async function getPartnerSite(): Promise<PublicPartner | null> {
  const answer = await apiGet<{ data: PublicPartner | null }>('/api/integration/iframe-subdomain');
  return answer.data;
}
