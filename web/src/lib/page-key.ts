/** Campaign and click ids: read in the browser for attribution, never part of the page's HTML. */
const TRACKING = /^(utm_\w+|gclid|fbclid|msclkid|_ga|mc_cid|mc_eid)$/;

/**
 * What a server-rendered page depends on: its path, its state as the page reads it and writes it back
 * (`state`, so defaults, order and invalid values fold together) and any other parameter but the state's
 * own (`stateNames`) and tracking ones, sorted. URLs with one key get one render (issue 31).
 */
export function normalisedPageKey(
  pathname: string,
  params: URLSearchParams,
  stateNames: ReadonlySet<string>,
  state: URLSearchParams,
): string {
  const others = [...params]
    .filter(([name]) => !stateNames.has(name) && !TRACKING.test(name))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const rest = new URLSearchParams(others).toString();
  return `${pathname}?${state.toString()}${rest ? `#${rest}` : ''}`;
}
