/**
 * The back-office session: tokens from POST /token kept in localStorage, refreshed before the access token
 * expires. Refreshes are serialised across tabs (Web Locks) because a refresh token is single-use: two tabs
 * presenting the same one would look like a replay and end the session.
 */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  roles: string[];
  permissions: string[];
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
  user: SessionUser;
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
  user: SessionUser;
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: { errors?: Record<string, string> } & Record<string, unknown> };
}

const KEY = 'backoffice.session';
const MARGIN_MS = 30_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly body: ApiErrorBody,
  ) {
    super(message);
  }
}

export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export function storeAnswer(answer: TokenAnswer): Session {
  const now = Date.now();
  const session: Session = {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    accessExpiresAt: now + answer.expires_in * 1000,
    refreshExpiresAt: now + answer.refresh_expires_in * 1000,
    user: answer.user,
  };
  localStorage.setItem(KEY, JSON.stringify(session));
  return session;
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
}

/** POSTs JSON to our API; a non-2xx answer becomes an ApiError carrying the server's Spanish message. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (json as ApiErrorBody | undefined)?.error;
    throw new ApiError(
      error?.message ?? 'Error de comunicación con el servidor.',
      response.status,
      error?.code,
      (json ?? {}) as ApiErrorBody,
    );
  }
  return json as T;
}

let inFlight: Promise<Session | null> | null = null;

async function refreshNow(): Promise<Session | null> {
  // Another tab may have refreshed while this one waited for the lock.
  const current = readSession();
  if (!current) return null;
  if (current.accessExpiresAt - Date.now() > MARGIN_MS) return current;
  try {
    return storeAnswer(
      await postJson<TokenAnswer>('/token', { grant_type: 'refresh_token', refresh_token: current.refreshToken }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearSession();
    throw error;
  }
}

/** The session with an access token valid for at least 30 s more, or null when signed out. */
export async function freshSession(force = false): Promise<Session | null> {
  const session = readSession();
  if (!session) return null;
  if (!force && session.accessExpiresAt - Date.now() > MARGIN_MS) return session;
  if (force) localStorage.setItem(KEY, JSON.stringify({ ...session, accessExpiresAt: 0 }));
  if (!inFlight) {
    const run = navigator.locks
      ? (navigator.locks.request('backoffice-session-refresh', refreshNow) as unknown as Promise<Session | null>)
      : refreshNow();
    inFlight = run.finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
