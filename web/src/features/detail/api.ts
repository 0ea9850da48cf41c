import type { PriceBreakdown } from '@domain/pricing/domain/calculate-price';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../lib/api-client';

/** POST /api/insurance/{id}/calculatePrice (spec 03 §7): the price and its breakdown for a profile. */
export async function fetchPriceBreakdown(productId: number, profile: Profile, productType: string) {
  const body = await apiPost<{ data: PriceBreakdown } | PriceBreakdown>(
    `/api/insurance/${productId}/calculatePrice?productType=${encodeURIComponent(productType)}`,
    { profile, productType },
  );
  return 'data' in body ? body.data : body;
}
