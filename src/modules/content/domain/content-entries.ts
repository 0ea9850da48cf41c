/**
 * The content service's four resources (spec 03 §7 "Content service", spec 03 §3 "Content-service entries"):
 * country landings by slug, organization subscriptions by sub-domain, product subscriptions by product code
 * and organization sub-domain, success reviews by comparator. The site reads them in the content service's
 * own shape (`{ data: [{ id, attributes }], meta }`, "flattened from attribute wrappers and the last item is
 * taken"), so the answer keeps that wrapper; staff edit them in the back-office.
 *
 * Liberal in, strict in storage: the public filters are read from the content service's `filters[field][$eq]`
 * query keys or from plain `field=` keys; what is stored is checked field by field (adapters' schemas).
 */

export const ENTRY_RESOURCES = [
  'country-landings',
  'organization-subscriptions',
  'product-subscriptions',
  'success-reviews',
] as const;
export type EntryResource = (typeof ENTRY_RESOURCES)[number];

export const isEntryResource = (value: string): value is EntryResource =>
  (ENTRY_RESOURCES as readonly string[]).includes(value);

/** The locales of a country landing (spec 02 §7: en, pt-BR or es). */
export const LANDING_LOCALES = ['es', 'en', 'pt-BR'] as const;

/** The application a row belongs to when the caller names none (the public comparator of Chile). */
export const DEFAULT_APPLICATION = 'comparador';

/** The fields that identify a row of each resource: two rows never share them. */
export const ENTRY_KEYS: Readonly<Record<EntryResource, readonly string[]>> = {
  'country-landings': ['slug', 'application', 'locale'],
  'organization-subscriptions': ['subdomain', 'application'],
  'product-subscriptions': ['productCode', 'subdomain'],
  'success-reviews': ['comparatorId', 'application'],
};

/** The fields the public call may filter on (each an exact match), per resource. */
export const ENTRY_FILTERS: Readonly<Record<EntryResource, readonly string[]>> = {
  'country-landings': ['slug', 'application', 'locale', 'tag', 'activo'],
  'organization-subscriptions': ['subdomain', 'application', 'active'],
  'product-subscriptions': ['productCode', 'subdomain', 'active'],
  'success-reviews': ['comparatorId', 'application', 'active'],
};

/** The unique key stored beside a row (its identifying fields joined). */
export function entryUniqueKey(resource: EntryResource, fields: Readonly<Record<string, unknown>>): string {
  return ENTRY_KEYS[resource].map((name) => String(fields[name] ?? '').toLowerCase()).join('|');
}

/**
 * Content-service query keys to plain field names: `filters[slug][$eq]` → slug,
 * `filters[application][name][$eq]` → application (a relation's name), `filters[organization_subscription]
 * [subdomain][$eq]` → subdomain; plain keys (`slug=`) too. Unknown fields are ignored, never an error.
 */
export const FILTER_ALIASES: Readonly<Record<string, string>> = {
  organization_subscription: 'subdomain',
  organizationSubscription: 'subdomain',
  product_code: 'productCode',
  comparator_id: 'comparatorId',
  comparator: 'comparatorId',
};

export function entryFilterOf(
  resource: EntryResource,
  query: Readonly<Record<string, unknown>>,
): Record<string, string | boolean> {
  const allowed = ENTRY_FILTERS[resource];
  const activeField = resource === 'country-landings' ? 'activo' : 'active';
  const found: Record<string, string | boolean> = {};
  const put = (rawField: string, value: unknown) => {
    let name = FILTER_ALIASES[rawField] ?? rawField;
    if (name === 'active' || name === 'activo') name = activeField;
    if (!allowed.includes(name)) return;
    const text = Array.isArray(value) ? value[value.length - 1] : value;
    if (name === activeField) {
      if (text === true || text === 'true' || text === '1') found[name] = true;
      else if (text === false || text === 'false' || text === '0') found[name] = false;
      return;
    }
    if (typeof text === 'string' && text.length > 0 && text.length <= 200) found[name] = text;
  };
  for (const [key, value] of Object.entries(query)) {
    if (key === 'filters' && value && typeof value === 'object') {
      // A nested query parser: { filters: { slug: { $eq: 'x' }, application: { name: { $eq: 'y' } } } }.
      for (const [field, condition] of Object.entries(value as Record<string, unknown>)) {
        put(field, innermostValue(condition));
      }
      continue;
    }
    const bracketed = /^filters\[([^\]]+)\]/.exec(key);
    if (bracketed) put(bracketed[1]!, value);
    else put(key, value);
  }
  // Sub-domains and product codes are matched as stored (lower-case, upper-case).
  if (typeof found.subdomain === 'string') found.subdomain = found.subdomain.toLowerCase();
  if (typeof found.productCode === 'string') found.productCode = found.productCode.toUpperCase();
  return found;
}

function innermostValue(condition: unknown, depth = 0): unknown {
  if (depth > 3 || condition === null || typeof condition !== 'object' || Array.isArray(condition)) return condition;
  const values = Object.values(condition as Record<string, unknown>);
  return values.length === 1 ? innermostValue(values[0], depth + 1) : undefined;
}

export interface ContentEntry {
  id: number;
  resource: EntryResource;
  fields: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A success review's image in the content service's populated shape (`image.data.attributes.url`). */
function wrapImages(fields: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(fields.items)) return fields;
  return {
    ...fields,
    items: (fields.items as Record<string, unknown>[]).map((item, index) => {
      const { imageUrl, imageAlt, ...rest } = item;
      return {
        id: index + 1,
        ...rest,
        image: {
          data:
            typeof imageUrl === 'string' && imageUrl
              ? { id: index + 1, attributes: { url: imageUrl, alternativeText: imageAlt ?? null } }
              : null,
        },
      };
    }),
  };
}

/** One row as the content service answers it. */
export function publicEntry(entry: ContentEntry): { id: number; attributes: Record<string, unknown> } {
  return {
    id: entry.id,
    attributes: { ...wrapImages(entry.fields), createdAt: entry.createdAt, updatedAt: entry.updatedAt },
  };
}

/** The content service's list answer: every matching row (oldest first, so "the last item" is the newest). */
export function publicEntryList(entries: readonly ContentEntry[]) {
  return {
    data: entries.map(publicEntry),
    meta: { pagination: { page: 1, pageSize: entries.length, pageCount: 1, total: entries.length } },
  };
}
