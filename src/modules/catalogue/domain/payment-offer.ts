/**
 * The payment-offer answer rule (spec 01 §7 §8): status 200 carries data; 204 means none (0); anything
 * else is null (unknown). The API answers 200 with `{ data }` or an empty 204.
 */
export function paymentOfferFromStatus<T>(status: number, body: { data?: T } | T | null | undefined): T | 0 | null {
  if (status === 204) return 0;
  if (status === 200) {
    if (body && typeof body === 'object' && 'data' in (body as object))
      return ((body as { data?: T }).data ?? null) as T | null;
    return (body ?? null) as T | null;
  }
  return null;
}
