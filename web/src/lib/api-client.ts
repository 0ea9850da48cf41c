import { retryDelayFor, RetryLimitError, withRetry } from './retry';
import { retryFailureMessage } from './retry-messages';
import { forceRefreshActive } from './site-flags';
import { currentCountry } from './edition';

/**
 * The site's one HTTP client (spec 02 §7): JSON in and out, GET answers cached for 5 minutes by URL (not
 * while a forced refresh is on), 3 attempts for failed GETs (1,500 ms apart, 1,000 ms for the UF) ending in
 * the spec's limit message, and a Spanish error that carries the server's { error: { code, message } }.
 * apiGetOnce, apiPost and apiPut are sent once, uncached, with each call's own headers: features call
 * these instead of fetch. The headers every request carries are added by the interceptor (http-interceptor.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'DEFAULT',
    readonly details?: unknown,
  ) {
    super(message);
  }
}

const GET_CACHE_MS = 5 * 60_000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * What a call may add to the client's defaults: an abort signal, the call's own headers (x-sale-token,
 * Idempotency-Key, the lead headers…), its fallback message, and two fetch switches some calls need.
 */
export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The Spanish message when the server's error answer carries none (a proxy's HTML page, a cut connection). */
  errorMessage?: string;
  /** Never answered from the browser's HTTP cache (fetch cache 'no-store'): a sale changes at every step. */
  noStore?: boolean;
  /** Outlives the page (fetch keepalive): what is sent while the visitor leaves (the experiments' exposures). */
  keepalive?: boolean;
}

async function send<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    signal: options.signal,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      // Every non-GET carries the country (spec 02 §7, request interception).
      ...(method !== 'GET' ? { 'x-country': currentCountry() } : {}),
      ...options.headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    ...(options.noStore ? { cache: 'no-store' as const } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: unknown };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.message ?? options.errorMessage ?? 'Ups! algo salió mal.',
      payload?.error?.code,
      payload?.error?.details,
    );
  }
  return payload as T;
}

/** Forgets every cached GET answer (the internal-traffic tab's "clear the cache", spec 02 §6). */
export function clearApiCache(): void {
  cache.clear();
}

const retryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/** GET with a 5-minute cache (of answers and 404s) and up to `retries` extra attempts (default 2: 3 in all) on network or 5xx errors. */
export function apiGet<T>(url: string, options: { retries?: number; fresh?: boolean } = {}): Promise<T> {
  const forced = forceRefreshActive();
  const hit = cache.get(url);
  if (!options.fresh && !forced && hit && Date.now() - hit.at < GET_CACHE_MS) return hit.value as Promise<T>;
  const value = withRetry(() => send<T>('GET', url), {
    attempts: 1 + (options.retries ?? 2),
    delayMs: retryDelayFor(url),
    retryable,
  }).catch((error: unknown) => {
    if (!(error instanceof RetryLimitError)) throw error;
    const last = error.last instanceof ApiError ? error.last : null;
    // The call's own message of spec 03 §8 when it has one, else the generic limit message.
    throw new ApiError(last?.status ?? 0, retryFailureMessage(url) ?? error.message, 'RETRY_LIMIT', last?.details);
  });
  cache.set(url, { at: Date.now(), value });
  // A 404 is an answer (the resolver of spec 02 §2.4 expects it), kept like one; other failures are asked again.
  value.catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) cache.delete(url);
  });
  return value;
}

/**
 * GET sent once as it is: never cached nor retried, with the call's own headers. For answers that belong to
 * one visitor and change as they go (a sale behind its token) or that have their own fallback (the payment
 * offer). Answers undefined to a 204.
 */
export function apiGetOnce<T>(url: string, options?: RequestOptions): Promise<T> {
  return send<T>('GET', url, undefined, options);
}

/** POST, never retried nor cached; the options (or just an abort signal) as in RequestOptions. */
export function apiPost<T>(url: string, body: unknown, options?: RequestOptions | AbortSignal): Promise<T> {
  return send<T>('POST', url, body, options instanceof AbortSignal ? { signal: options } : options);
}

/** PUT, never retried nor cached (a purchase step's values). */
export function apiPut<T>(url: string, body: unknown, options?: RequestOptions): Promise<T> {
  return send<T>('PUT', url, body, options);
}

/** DELETE, never retried nor cached (Portal Personas: sign out here or on every device). */
export function apiDelete<T>(url: string, options?: RequestOptions): Promise<T> {
  return send<T>('DELETE', url, undefined, options);
}

/** The field errors a 4xx answer carries in error.details.errors (a form shows each under its field). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.details && typeof error.details === 'object') {
    const errors = (error.details as { errors?: Record<string, string> }).errors;
    if (errors) return errors;
  }
  return {};
}
