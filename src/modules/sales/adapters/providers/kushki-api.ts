import type { Money } from '../../../../kernel/money.js';

export interface KushkiOptions {
  privateMerchantId: string;
  /** https://api.kushkipagos.com (production), https://api-uat.kushkipagos.com (test), or a local double. */
  baseUrl: string;
  webhookSecret: string;
  timeoutMs: number;
}

/**
 * One call to Kushki's REST API (it has no server SDK for Node) with the merchant's private id: the status and
 * the JSON body. A 5xx throws (the charge's outcome is unknown; the caller's retry or reconciliation decides).
 */
export async function callKushki(
  options: KushkiOptions,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Private-Merchant-Id': options.privateMerchantId },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status >= 500) throw new Error(`Kushki ${response.status}`);
  return { status: response.status, json };
}

/** An amount as Kushki's charges take it: insurance premiums carry no IVA. */
export function kushkiAmount(money: Money) {
  return { subtotalIva: 0, subtotalIva0: Number(money.amount), ice: 0, iva: 0, currency: money.currency };
}
