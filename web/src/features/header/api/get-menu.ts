import type { MenuItem } from '@domain/content/domain/menu';
import { apiGet } from '../../../lib/api-client';

/** GET /api/menu (spec 02 §2.6): the header menu's items as the server answers them. */
export function fetchMenu() {
  return apiGet<{ data: MenuItem[] }>('/api/menu');
}
