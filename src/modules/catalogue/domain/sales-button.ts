/**
 * The card button (spec 01 §4): 'Contratar' (animated) when the sales channel starts with QpOnlineSale,
 * ExternalOnlineSale or QpMixSale — the product sells online; otherwise 'Solicitar' (ask an advisor).
 */

export const ONLINE_SALES_PREFIXES = ['QpOnlineSale', 'ExternalOnlineSale', 'QpMixSale'] as const;

export interface SalesButton {
  text: 'Contratar' | 'Solicitar';
  animated: boolean;
  online: boolean;
}

export function sellsOnline(salesChannel: string | null | undefined): boolean {
  return !!salesChannel && ONLINE_SALES_PREFIXES.some((prefix) => salesChannel.startsWith(prefix));
}

export function salesButton(salesChannel: string | null | undefined): SalesButton {
  const online = sellsOnline(salesChannel);
  return { text: online ? 'Contratar' : 'Solicitar', animated: online, online };
}

/** Where 'Contratar' leads: the online purchase of the product (spec 03 §2). */
export function purchasePath(productCode: string): string {
  return `/Compra-Online/${encodeURIComponent(productCode)}`;
}
