import { ApiError, apiGet } from '../../../lib/api-client';

/** The advisor look-up by e-mail (spec 02 §2.8); null when there is no such advisor. */
export async function findAdvisor(email: string) {
  try {
    return (
      await apiGet<{ data: { name: string; email: string; country: string } }>(
        `/api/referidos?email=${encodeURIComponent(email)}`,
        { retries: 0, fresh: true },
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
