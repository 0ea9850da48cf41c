/**
 * The site's one HTTP client (spec 02 §7): JSON in and out, GET answers cached for 5 minutes by URL,
 * retries for failed GETs, and a Spanish error that carries the server's { error: { code, message } }.
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

async function send<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      // Every non-GET carries the country (spec 02 §7, request interception).
      ...(method !== 'GET' ? { 'x-country': 'chile' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: unknown };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.message ?? 'Ups! algo salió mal.',
      payload?.error?.code,
      payload?.error?.details,
    );
  }
  return payload as T;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET with a 5-minute cache and up to `retries` extra attempts on network or 5xx errors. */
export function apiGet<T>(url: string, options: { retries?: number; fresh?: boolean } = {}): Promise<T> {
  const hit = cache.get(url);
  if (!options.fresh && hit && Date.now() - hit.at < GET_CACHE_MS) return hit.value as Promise<T>;
  const attempt = async (left: number): Promise<T> => {
    try {
      return await send<T>('GET', url);
    } catch (error) {
      const retryable = !(error instanceof ApiError) || error.status >= 500;
      if (left <= 0 || !retryable) throw error;
      await wait(300);
      return attempt(left - 1);
    }
  };
  const value = attempt(options.retries ?? 2);
  cache.set(url, { at: Date.now(), value });
  value.catch(() => cache.delete(url));
  return value;
}

export function apiPost<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return send<T>('POST', url, body, signal);
}
