import { ApiError, apiGet } from '../../../lib/api-client';

/** A missing page is undefined (the site shows its 404); other failures throw. */
export async function optional<T>(url: string): Promise<T | undefined> {
  try {
    return (await apiGet<{ data: T }>(url, { retries: 1 })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}
