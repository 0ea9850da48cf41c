import { apiGet } from '../../../lib/api-client';

export interface ContactGroup {
  group: string;
  items: { name: string; info: string; link: string }[];
}

/** The channels' load in a server-rendered page's data (lib/page-data.ts, issue 31). */
export const CONTACT_INFORMATION_LOAD = 'contact-information';

/** GET /api/contactInformations: the contact page's channels. */
export async function fetchContactInformation() {
  return (await apiGet<{ data: ContactGroup[] }>('/api/contactInformations')).data;
}
