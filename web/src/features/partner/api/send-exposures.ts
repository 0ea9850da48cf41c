import { apiPost } from '../../../lib/api-client';

const EXPOSURES_URL = '/api/experiments/exposures';

/**
 * POST /api/experiments/exposures when the page is hidden or left (navigator.sendBeacon, the way analytics
 * leave a page): the exposures never compete with the page's own calls. The client's POST with keepalive
 * otherwise.
 */
export function sendExposuresBeacon(body: {
  visitorId: string;
  exposures: { experiment: string; variant: string }[];
  internal: boolean;
}): void {
  const json = JSON.stringify(body);
  if (navigator.sendBeacon?.(EXPOSURES_URL, new Blob([json], { type: 'application/json' }))) return;
  void apiPost(EXPOSURES_URL, body, { keepalive: true }).catch(() => undefined);
}
