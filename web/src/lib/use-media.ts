import { useSyncExternalStore } from 'react';
import { serverMarkup } from './server-markup';

/** Mobile below the 992 px breakpoint (spec 02 §9). */
export const MOBILE_QUERY = '(max-width: 991px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    // The server renders for its guess of the visitor's device; hydration starts from the same guess and
    // React re-renders at once if the browser's own answer differs.
    () => query === MOBILE_QUERY && (serverMarkup()?.mobile ?? false),
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
