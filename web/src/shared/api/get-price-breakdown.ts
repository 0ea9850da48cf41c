import type { PriceBreakdown } from '@domain/pricing/domain/calculate-price';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../lib/api-client';

/** POST /api/insurance/{id}/calculatePrice (spec 03 §7): the price and its breakdown for a profile. */
export async function fetchPriceBreakdown(
  productId: number,
  profile: Profile,
  productType: string,
): Promise<PriceBreakdown> {
  const body = await apiPost<{ data: { productId: number; productCode: string; breakdown: PriceBreakdown } }>(
    `/api/insurance/${productId}/calculatePrice`,
    { profile, productType },
  );
  return body.data.breakdown;
}
