/**
 * The data a server-rendered page was rendered from, by load name and key (issue 31): the server's render
 * fills it from the catalogue in-process (entry-server.tsx), the browser from the page's
 * `data-page-data` (main.tsx), so the first render of a page that loads its data with useLoad starts
 * loaded, as the server's did, and hydration keeps the server's nodes.
 *
 * A module value and not a context: the server's render is synchronous (set, render, reset). An entry is
 * dropped once a page took it, so a later visit of that page loads afresh.
 */
let current: Record<string, unknown> = {};

const entry = (name: string, key: string) => `${name} ${key}`;

/** Starts (the data) or ends (null) a page render from given data. */
export function setPageData(data: Record<string, unknown> | null): void {
  current = data ?? {};
}

/** The data given for this load, or undefined. */
export function pageData(name: string, key: string): unknown {
  return current[entry(name, key)];
}

/** Forgets one entry once its page took it. */
export function takePageData(name: string, key: string): void {
  delete current[entry(name, key)];
}

/** The entry of a load's answer, as the server writes it into the page (see setPageData). */
export function pageDataEntry(name: string, key: string, value: unknown): [string, unknown] {
  return [entry(name, key), value];
}
