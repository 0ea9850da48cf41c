import type { OtherBodyTypes } from './json-boundary.js';

type Operations = Record<string, { requestBody?: { content?: Record<string, unknown> } } | undefined>;

/**
 * The non-JSON request bodies the OpenAPI document declares (uploads as multipart/form-data), by method
 * and path, so requireJsonBody lets exactly those through. The document is built on first use.
 */
export function documentedBodyTypes(document: () => { paths?: object }): OtherBodyTypes {
  let routes: { method: string; pattern: RegExp; types: string[] }[] | undefined;
  return (method, path) => {
    routes ??= Object.entries((document().paths ?? {}) as Record<string, Operations>).flatMap(
      ([template, operations]) =>
        Object.entries(operations).flatMap(([verb, operation]) => {
          const types = Object.keys(operation?.requestBody?.content ?? {}).filter(
            (type) => type !== 'application/json',
          );
          if (types.length === 0) return [];
          const source = template
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]+');
          return [{ method: verb.toUpperCase(), pattern: new RegExp(`^${source}/?$`), types }];
        }),
    );
    const upper = method.toUpperCase();
    return routes.find((route) => route.method === upper && route.pattern.test(path))?.types ?? [];
  };
}
