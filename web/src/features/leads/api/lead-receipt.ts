import { ApiError } from '../../../lib/api-client';

/** What the leads API answers for a request or a contact. */
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
