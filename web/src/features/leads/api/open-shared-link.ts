import type { SharedLinkData } from '../../../shared/share-link/create-shared-link';
import { postLead } from './send-lead';

/** POST /api/buscarplanes/sharedinsurance/{code}: what the link restores. */
export async function openSharedLink(code: string) {
  return (await postLead<{ data: SharedLinkData }>(`/api/buscarplanes/sharedinsurance/${encodeURIComponent(code)}`, {}))
    .data;
}
