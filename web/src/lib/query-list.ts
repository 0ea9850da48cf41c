/**
 * A list in a URL query, as the site writes and reads its shareable states: the key repeated
 * (`?tipo=a&tipo=b`), comma-separated (`?tipo=a,b`) or both; values trimmed, empty ones dropped.
 */
export const queryList = (params: URLSearchParams, key: string): string[] =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
