import { RateFeedError } from '../domain/rate-feed.js';

/** How long one call to a rate source may take before the run gives up on it (the job retries later). */
const TIMEOUT_MS = 10_000;

/**
 * GET a rate source's JSON answer. `label` names the call in errors instead of the URL, which carries the
 * source's key or password (never logged). The body is undefined when it is not JSON.
 */
export async function getRateJson(url: URL, label: string): Promise<{ status: number; ok: boolean; body: unknown }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error: unknown) => {
    throw new RateFeedError(`${label}: ${(error as Error).message}`);
  });
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, ok: response.ok, body };
}
