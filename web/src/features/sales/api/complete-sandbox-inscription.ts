import { apiPost } from '../../../lib/api-client';
import { saleRequest } from './sale';

/**
 * POST /api/sandbox/inscriptions/{reference}: the sandbox provider's enrolment page hands it the test card's token
 * (never the number), or null when the buyer cancels, and learns where the buyer goes back to (issue 28).
 */
export async function completeSandboxInscription(reference: string, token: string | null): Promise<string> {
  return (
    await apiPost<{ data: { returnUrl: string } }>(
      `/api/sandbox/inscriptions/${encodeURIComponent(reference)}`,
      { token },
      saleRequest(),
    )
  ).data.returnUrl;
}
