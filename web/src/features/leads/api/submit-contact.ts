import type { LeadReceipt } from './lead-receipt';
import { postLead } from './send-lead';

/** POST api/contactos (spec 03 §7). */
export async function submitContact(body: Record<string, unknown>, idempotencyKey: string) {
  return (await postLead<{ data: LeadReceipt }>('/api/contactos', body, { 'Idempotency-Key': idempotencyKey })).data;
}
