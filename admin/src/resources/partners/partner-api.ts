import type { PartnerConfig } from '@domain/partners/domain/partner-config';
import { HttpError } from 'react-admin';
import { httpClient } from '../../auth/http-client';

export type PreviewResult = { ok: true; config: PartnerConfig } | { ok: false; errors: Record<string, string> };

/**
 * POST /api/admin/partners/preview: the configuration as the server would store it (colours normalised,
 * header and footer HTML sanitised) or its field errors; nothing is saved (the live preview).
 */
export async function previewPartnerConfig(config: unknown, signal?: AbortSignal): Promise<PreviewResult> {
  try {
    const { json } = await httpClient('/api/admin/partners/preview', {
      method: 'POST',
      body: JSON.stringify({ config }),
      signal,
    });
    return { ok: true, config: (json as { data: PartnerConfig }).data };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
      return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { '': error.message } };
    }
    throw error;
  }
}
