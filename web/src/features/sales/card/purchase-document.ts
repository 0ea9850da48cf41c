/**
 * Whether this document was loaded on a purchase page (or a period's payment page, /pagar-cuota). Only those carry the providers' origins in their
 * Content-Security-Policy (the server's provider-csp.ts), so a payment step reached by a client-side
 * move from another page reloads itself before it loads a provider's script or posts to Webpay.
 */
export function loadedAsPurchasePage(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const url = entry?.name || globalThis.location?.href || '';
  try {
    return /^\/(compra-online|pagar-cuota)(\/|$)/i.test(new URL(url).pathname);
  } catch {
    return true;
  }
}
