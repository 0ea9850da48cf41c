import { apiGet } from '../../../lib/api-client';

export interface ContactGroup {
  group: string;
  items: { name: string; info: string; link: string }[];
}

/** GET /api/contactInformations: the contact page's channels. */
export async function fetchContactInformation() {
  return (await apiGet<{ data: ContactGroup[] }>('/api/contactInformations')).data;
}
