import { httpClient } from '../../auth/http-client';

/** One call to the policies API (JSON in and out) through the signed-in http client. */
export async function policiesApi<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { json } = await httpClient(`/api/admin${path}`, {
    method,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  return json as T;
}
