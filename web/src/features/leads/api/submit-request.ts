import type { LeadReceipt } from './lead-receipt';
import { postLead } from './send-lead';

/** POST api/solicitarplans or api/seguro-adicional/solicitar (spec 03 §7). */
export async function submitRequest(kind: 'plan' | 'adicional', body: Record<string, unknown>, idempotencyKey: string) {
  const url = kind === 'plan' ? '/api/solicitarplans' : '/api/seguro-adicional/solicitar';
  return (await postLead<{ data: LeadReceipt }>(url, body, { 'Idempotency-Key': idempotencyKey })).data;
}
