/**
 * The internal-traffic tab's two copy-link buttons (spec 02 §2.9) on a comparison route: the list and the
 * comparator (grid) views of the same search, with its filters, without the visitor's paging.
 */
export function internalLinks(href: string): { list: string; comparator: string } {
  const url = new URL(href);
  url.searchParams.delete('pagina');
  url.searchParams.delete('forceRefresh');
  url.searchParams.delete('internal-traffic');
  url.hash = '';
  const list = new URL(url);
  list.searchParams.delete('vista');
  const comparator = new URL(url);
  comparator.searchParams.set('vista', 'grid');
  return { list: list.toString(), comparator: comparator.toString() };
}

/** The comparison routes, where the links and the ponderation apply. */
export const isComparisonRoute = (path: string) => /^\/comparar\/[^/]/i.test(path);
