import { ApiError, apiGet } from '../../lib/api-client';

/** A POST with the headers the leads API reads (Idempotency-Key), answering the server's error as ApiError. */
async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'x-country': 'chile', ...headers },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string; details?: unknown } }) | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.message ?? 'No pudimos enviar tu solicitud. Intenta nuevamente en unos minutos.',
      payload?.error?.code,
      payload?.error?.details,
    );
  }
  return payload as T;
}

export interface LeadReceipt {
  id: number;
  token: string;
  kind: string;
  contactChannel: string;
  contactTime: string;
  product: { id: string | null; code: string | null; name: string | null };
  advisor: { name: string; email: string } | null;
  duplicate: boolean;
}

/** Field errors the API answers in error.details.errors. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.details && typeof error.details === 'object') {
    const errors = (error.details as { errors?: Record<string, string> }).errors;
    if (errors) return errors;
  }
  return {};
}

/** POST api/solicitarplans or api/seguro-adicional/solicitar (spec 03 §7). */
export async function submitRequest(kind: 'plan' | 'adicional', body: Record<string, unknown>, idempotencyKey: string) {
  const url = kind === 'plan' ? '/api/solicitarplans' : '/api/seguro-adicional/solicitar';
  return (await post<{ data: LeadReceipt }>(url, body, { 'Idempotency-Key': idempotencyKey })).data;
}

/** POST api/contactos (spec 03 §7). */
export async function submitContact(body: Record<string, unknown>, idempotencyKey: string) {
  return (await post<{ data: LeadReceipt }>('/api/contactos', body, { 'Idempotency-Key': idempotencyKey })).data;
}

export interface ContactGroup {
  group: string;
  items: { name: string; info: string; link: string }[];
}

export async function fetchContactInformation() {
  return (await apiGet<{ data: ContactGroup[] }>('/api/contactInformations')).data;
}

/** The advisor look-up by e-mail (spec 02 §2.8); null when there is no such advisor. */
export async function findAdvisor(email: string) {
  try {
    return (
      await apiGet<{ data: { name: string; email: string; country: string } }>(
        `/api/referidos?email=${encodeURIComponent(email)}`,
        { retries: 0, fresh: true },
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface SharedLinkData {
  link: string;
  path: string;
  shortUrl: string;
  url: string;
  decodedProfile: Record<string, unknown> | null;
}

/** POST /api/buscarplanes/sharedinsurance (url, decodedProfile): a short link /url/{link}. */
export async function createSharedLink(url: string, decodedProfile: unknown) {
  return (await post<{ data: SharedLinkData }>('/api/buscarplanes/sharedinsurance', { url, decodedProfile })).data;
}

/** POST /api/buscarplanes/sharedinsurance/{code}: what the link restores. */
export async function openSharedLink(code: string) {
  return (await post<{ data: SharedLinkData }>(`/api/buscarplanes/sharedinsurance/${encodeURIComponent(code)}`, {}))
    .data;
}

export interface ProductRef {
  id?: string;
  code?: string;
  name?: string;
  type?: string;
}

/** The product behind a /Solicitar URL, from the catalogue; gives up after 2.5 s (the form never waits on it). */
export async function fetchProductRef(code: string): Promise<ProductRef | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2500));
  const lookup = apiGet<{ data?: Record<string, unknown> } & Record<string, unknown>>(
    `/api/insurance/product/${encodeURIComponent(code)}`,
    { retries: 0 },
  )
    .then((body) => {
      const product = (body.data ?? body) as {
        id?: number | string;
        productCode?: string;
        displayName?: string;
        productName?: string;
        insuranceType?: { name?: string };
      };
      return {
        id: product.id !== undefined ? String(product.id) : undefined,
        code: product.productCode,
        name: product.displayName ?? product.productName,
        type: product.insuranceType?.name,
      };
    })
    .catch(() => null);
  return Promise.race([lookup, timeout]);
}

/** POST /api/feedbacks: a rating, tied to a request when its token is known. */
export async function sendFeedback(body: { leadId?: number; token?: string; score: number; comment: string | null }) {
  return (await post<{ data: { _id: string } }>('/api/feedbacks', body)).data;
}
