import { useEffect } from 'react';
import { isBotVisit } from '../../lib/visitor';
import { recordVisit } from './lead-storage';

/**
 * Place once in the layout: records an attribution entry when a visit arrives from elsewhere or a campaign
 * (never for a search-engine bot).
 */
export function LeadAttributionTracker() {
  useEffect(() => {
    // A search-engine bot's visit attributes no lead (spec 02 §5).
    if (!isBotVisit()) recordVisit(window.location, document.referrer);
  }, []);
  return null;
}
