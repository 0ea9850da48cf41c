import { apiPost } from '../../lib/api-client';

export interface SharedLinkData {
  link: string;
  path: string;
  shortUrl: string;
  url: string;
  decodedProfile: Record<string, unknown> | null;
}

/** The message when the server's error answer carries none (the leads API's wording). */
export const SHARE_ERROR_FALLBACK = 'No pudimos enviar tu solicitud. Intenta nuevamente en unos minutos.';

/** POST /api/buscarplanes/sharedinsurance (url, decodedProfile): a short link /url/{link}. */
export async function createSharedLink(url: string, decodedProfile: unknown) {
  return (
    await apiPost<{ data: SharedLinkData }>(
      '/api/buscarplanes/sharedinsurance',
      { url, decodedProfile },
      { errorMessage: SHARE_ERROR_FALLBACK },
    )
  ).data;
}
