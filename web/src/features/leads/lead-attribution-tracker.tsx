import { useEffect } from 'react';
import { recordVisit } from './lead-storage';

/** Place once in the layout: records an attribution entry when a visit arrives from elsewhere or a campaign. */
export function LeadAttributionTracker() {
  useEffect(() => {
    recordVisit(window.location, document.referrer);
  }, []);
  return null;
}
