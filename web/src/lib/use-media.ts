import { useSyncExternalStore } from 'react';

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
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
