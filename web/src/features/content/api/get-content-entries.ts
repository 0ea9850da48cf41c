import { apiGet } from '../../../lib/api-client';

/** One entry of the content service, flattened from its `{ id, attributes }` wrapper (spec 03 §7). */
export type ContentEntry<T> = T & { id: number };

/**
 * GET /api/{resource}?filters[field][$eq]=… (country-landings, organization-subscriptions,
 * product-subscriptions, success-reviews): the entries flattened, oldest first ("the last item is taken").
 * A failed content fetch yields no entries (spec 03 §7: an empty landing), never an error page.
 */
export async function fetchContentEntries<T>(
  resource: string,
  filters: Record<string, string>,
): Promise<ContentEntry<T>[]> {
  const query = new URLSearchParams(
    Object.entries(filters).map(([field, value]) => [`filters[${field}][$eq]`, value]),
  ).toString();
  try {
    const body = await apiGet<{ data: { id: number; attributes: T }[] }>(`/api/${resource}?${query}`, { retries: 1 });
    return body.data.map((item) => ({ ...item.attributes, id: item.id }));
  } catch {
    return [];
  }
}
