import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Whether the page's first render must produce the server's HTML: the server's own render of a page, or
 * the browser hydrating it (main.tsx). Components whose first render would otherwise differ (the result
 * list's progressive cards, stored values, the phone breakpoint) read it on their first mount only.
 *
 * A module value and not a context: the server's render is synchronous (set, render, reset). The browser
 * sets it once and keeps it: React hydrates the page's Suspense boundaries in passes after the layout's,
 * so there is no one moment when hydration is over, and later mounts never start from server values
 * (useStoredState is for components mounted once with the layout; the breakpoint's server snapshot is
 * read by React during hydration only).
 */
interface ServerMarkup {
  /** The server's guess of a phone (user agent), used for the breakpoint until the page is hydrated. */
  mobile: boolean;
}

let current: ServerMarkup | null = null;

/** The server-markup render's settings, or null when the render is the browser's own. */
export function serverMarkup(): ServerMarkup | null {
  return current;
}

/** Starts (settings) or ends (null) a render that must reproduce the server's HTML. */
export function setServerMarkup(settings: ServerMarkup | null): void {
  current = settings;
}

/**
 * useState for a value the browser reads from its storage (JSON values): a render reproducing the
 * server's HTML starts from the server's value (the server has no storage) and reads the stored one right
 * after hydration.
 */
export function useStoredState<T>(read: () => T, serverValue: T): [T, Dispatch<SetStateAction<T>>] {
  const [fromServer] = useState(() => current !== null);
  const [value, setValue] = useState<T>(() => (fromServer ? serverValue : read()));
  useEffect(() => {
    if (!fromServer) return;
    // An equal value keeps the same object: a new one would change the providers' context while React is
    // still hydrating the page below, and force that hydration into one long synchronous task.
    const stored = read();
    setValue((value) => (JSON.stringify(value) === JSON.stringify(stored) ? value : stored));
    // Once, after the hydrating render: later changes come through the setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [value, setValue];
}
