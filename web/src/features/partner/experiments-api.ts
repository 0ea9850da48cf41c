import type { VisitorFlags } from '@domain/partners/domain/feature-flags';
import { apiGet, apiPost } from '../../lib/api-client';

/** GET /api/experiments: this visitor's flag values and experiment variants (spec 02 §7). */
export async function fetchVisitorFlags(visitorId: string): Promise<VisitorFlags> {
  return (await apiGet<{ data: VisitorFlags }>(`/api/experiments?visitorId=${encodeURIComponent(visitorId)}`)).data;
}

/** POST /api/experiments/exposures: the variants this visitor just saw. */
export async function sendExposures(visitorId: string, exposures: { experiment: string; variant: string }[]) {
  return apiPost('/api/experiments/exposures', { visitorId, exposures });
}
