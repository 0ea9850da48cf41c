import { apiPost } from '../../../lib/api-client';

/** The message when the leads API's error answer carries none (a proxy's page, a cut connection). */
export const LEAD_ERROR_FALLBACK = 'No pudimos enviar tu solicitud. Intenta nuevamente en unos minutos.';

/** A POST to the leads API: the site's client with the call's headers (Idempotency-Key) and the leads' message. */
export function postLead<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return apiPost<T>(url, body, { headers, errorMessage: LEAD_ERROR_FALLBACK });
}
