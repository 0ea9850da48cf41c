import { lazy, Suspense, useEffect, useState } from 'react';
import { isInternalTraffic, SITE_FLAGS_EVENT } from '../../lib/site-flags';

// Visitors never load the tab's code (the result list's JS budget): only internal traffic does.
const InternalTrafficTab = lazy(() =>
  import('./internal-traffic-tab').then((module) => ({ default: module.InternalTrafficTab })),
);

/** The internal-traffic tab (spec 02 §2.9), loaded when the local flag is on. */
export function InternalTrafficSlot() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const read = () => setOn(isInternalTraffic());
    read();
    window.addEventListener(SITE_FLAGS_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(SITE_FLAGS_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <InternalTrafficTab />
    </Suspense>
  );
}
