import type { CoverageTag } from '@domain/catalogue/domain/product-card';
import { apiGet } from '../../../lib/api-client';

/**
 * Retry of one card's coverage (spec 01 §4, §7): only that product's benefit category coverages are
 * requested again.
 */
export async function fetchCardCoverages(productId: number): Promise<{ tags: CoverageTag[] }> {
  const body = await apiGet<{ data: { coverages: { tags: CoverageTag[] } | null } }>(
    `/api/insurance/coverages/${productId}/resume`,
    { fresh: true, retries: 0 },
  );
  if (!body.data.coverages) throw new Error('Sin coberturas');
  return body.data.coverages;
}
