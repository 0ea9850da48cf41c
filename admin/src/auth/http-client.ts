import { fetchUtils, HttpError } from 'react-admin';
import { freshSession, type ApiErrorBody } from './session';

/**
 * fetchJson with the access token, one retry after a refresh when the token expired, and our error body
 * `{ error: { code, message, details: { errors } } }` turned into react-admin's `{ message, errors }` so
 * validation messages appear under the form fields.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const attempt = async (force: boolean) => {
    const session = await freshSession(force);
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  try {
    try {
      return await attempt(false);
    } catch (error) {
      const code = ((error as HttpError).body as ApiErrorBody | undefined)?.error?.code;
      if ((error as HttpError).status === 401 && code === 'ACCESS_TOKEN_EXPIRED') return await attempt(true);
      throw error;
    }
  } catch (error) {
    throw toReactAdminError(error);
  }
}

export function toReactAdminError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const apiError = (error.body as ApiErrorBody | undefined)?.error;
  if (!apiError) return error;
  const message = apiError.message ?? error.message;
  return new HttpError(message, error.status, {
    message,
    code: apiError.code,
    errors: apiError.details?.errors ?? {},
  });
}
