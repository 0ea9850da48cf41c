import { apiGet } from '../../../lib/api-client';

/** GET api/chat/available (spec 03 §7): `data.active` gates showing the chat. */
export async function getChatAvailability(app: string): Promise<boolean> {
  const body = await apiGet<{ data?: { active?: boolean } }>(`/api/chat/available?app=${encodeURIComponent(app)}`, {
    retries: 0,
  });
  return body?.data?.active === true;
}
