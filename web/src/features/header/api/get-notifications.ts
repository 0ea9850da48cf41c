import type { PublishedNotification } from '@domain/content/domain/site-notification';
import { apiGet } from '../../../lib/api-client';

/** GET /api/notifications (spec 02 §2.7): the bell's published messages, newest first; HTML sanitised by the server. */
export async function fetchNotifications(): Promise<PublishedNotification[]> {
  const body = await apiGet<{ data: PublishedNotification[] }>('/api/notifications', { retries: 0 });
  return body.data;
}
