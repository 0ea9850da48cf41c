import { apiDelete, apiGetOnce, apiPost, apiPut } from '../../lib/api-client';

/** Calls of Portal Personas (/api/portal, issue 29): the session rides in an HttpOnly cookie, never in JS. */
export interface PortalPolicy {
  id: number;
  number: string;
  productName: string | null;
  insurerName: string | null;
  status: string;
  statusLabel: string;
  startDate: string;
  endDate: string | null;
  periodicityLabel: string;
  premium: { amount: string; currency: string };
}

export interface PortalPerson {
  name: string;
  rut: string;
  role: string;
  relationship: string | null;
  statusLabel: string;
}

export interface PortalPolicyDetail extends PortalPolicy {
  insured: PortalPerson[];
  beneficiaries: PortalPerson[];
  coverages: string[];
  cancellation: { canRequest: boolean; withdrawalUntil: string; withinWithdrawal: boolean };
  /** The automatic monthly card charge, with the page that replaces the card (issue 28). */
  monthlyCard: { cardBrand: string | null; cardLast4: string | null; status: string; changeCardUrl: string } | null;
}

export interface PortalPeriod {
  id: number;
  policyNumber: string;
  seq: number;
  startDate: string;
  endDate: string;
  dueDate: string;
  amount: { amount: string; currency: string };
  amountClp: number | null;
  status: string;
  statusLabel: string;
  payUrl: string | null;
  receipts: { id: number; amountClp: number; paidAt: string }[];
}

export interface PortalPreferences {
  email: string;
  phone: string | null;
  street: string | null;
  commune: string | null;
  region: string | null;
  consent: boolean;
  channel: 'email' | 'phone' | 'whatsapp' | null;
  contactTime: 'morning' | 'afternoon' | 'evening' | 'any' | null;
  emails: { key: string; name: string; always: boolean; active: boolean }[];
}

const fresh = { noStore: true };
export const portalApi = {
  requestLink: (email: string) => apiPost<{ data: { message: string } }>('/api/portal/acceso', { email }),
  exchange: (token: string) => apiPost<{ data: { email: string } }>('/api/portal/acceso/canjear', { token }),
  session: () => apiGetOnce<{ data: { email: string } }>('/api/portal/sesion', fresh),
  signOut: () => apiDelete<void>('/api/portal/sesion'),
  signOutEverywhere: () => apiDelete<{ data: { closed: number } }>('/api/portal/sesiones'),
  policies: () => apiGetOnce<{ data: PortalPolicy[] }>('/api/portal/seguros', fresh),
  policy: (id: number) => apiGetOnce<{ data: PortalPolicyDetail }>(`/api/portal/seguros/${id}`, fresh),
  cancel: (id: number) =>
    apiPost<{ data: { statusLabel: string; message: string } }>(`/api/portal/seguros/${id}/cancelacion`, {}),
  payments: () => apiGetOnce<{ data: PortalPeriod[] }>('/api/portal/pagos', fresh),
  preferences: () => apiGetOnce<{ data: PortalPreferences }>('/api/portal/preferencias', fresh),
  savePreferences: (body: Omit<PortalPreferences, 'email' | 'emails'>) =>
    apiPut<{ data: PortalPreferences }>('/api/portal/preferencias', body),
};

export const certificateUrl = (policyId: number) => `/api/portal/seguros/${policyId}/certificado`;
export const receiptUrl = (receiptId: number) => `/api/portal/comprobantes/${receiptId}`;
