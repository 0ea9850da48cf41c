import { apiGet, ApiError } from '../../lib/api-client';

/** The UF in force in pesos, its day, and whether that day is today (Chile). */
export interface CurrentUf {
  value: number;
  date: string;
  isToday: boolean;
}

/** The UF's load in a server-rendered page's data (lib/page-data.ts, issue 31: the home's first screen). */
export const UF_LOAD = 'uf';
/** Its key: there is one UF in force. */
export const UF_KEY = 'current';

/** GET /api/globales/uf: the UF in force in pesos, its day, and whether that day is today (Chile). */
export function fetchUf() {
  return apiGet<{ data: CurrentUf }>('/api/globales/uf');
}

/**
 * The UF in force, or null when the API has none to give (no UF stored yet answers 404, which is an answer).
 * Only a call that still fails after its retries fails (spec 03 §8: the page shows its message).
 */
export function fetchCurrentUf(): Promise<CurrentUf | null> {
  return fetchUf().then(
    ({ data }) => data,
    (error: unknown) => {
      if (error instanceof ApiError && error.code === 'RETRY_LIMIT') throw error;
      return null;
    },
  );
}
