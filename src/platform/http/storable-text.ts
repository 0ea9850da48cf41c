/**
 * Text PostgreSQL cannot store: the NUL character (text columns refuse it) and lone UTF-16 surrogates
 * (not encodable as UTF-8). Refused at the HTTP boundary, once, for every route.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The path (`a.0.b`) of the first string, or object key, that cannot be stored; undefined when all can. */
export function firstUnstorable(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.') || '_';
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUnstorable(item, [...path, String(index)], depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '(clave)'].join('.');
    const found = firstUnstorable(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
