import { CYBER_DAY, isEventVisible } from '@domain/content/domain/events';
import { insuranceTypeBySegment } from '@domain/content/domain/insurance-types';
import { matchSiteRoute } from '@domain/content/domain/site-routes';
import type { Profile } from '@domain/pricing/domain/profile';
import { currentCountry, currentSiteBase } from '../../lib/edition';
import { loadStoredProfile } from '../../shared/profile/profile-store';
import { comparisonBody, prefetchComparison, type ComparisonBody } from './api/get-comparison';
import type { LineConfig } from './api/line-config';
import { lineConfigFor } from './lines';
import { readSearchState, type SearchState } from './search-state';

/** The line segment each comparator route shows (the same props app/routes.tsx gives ResultsPage). */
function comparatorSegment(routeId: string, line: string | undefined, path: string, now: Date): string | undefined {
  if (routeId === 'comparar') return line;
  // An edition's line (issue 27) is its route's own path below /Comparar.
  if (routeId === 'comparar-edicion') return path.slice('Comparar/'.length);
  if (routeId === 'comparar-empresa-legacy') return 'Seguro-Complementario-Empresa-Legacy';
  if (routeId === 'comparar-guardias-old') return 'Guardias-old';
  if (routeId === 'cyber-day' && isEventVisible(CYBER_DAY, now)) return 'Cyber-Day';
  return undefined;
}

/** The request a comparator page makes first (line, URL state, stored profile), or null on other pages. */
export function firstComparisonRequest(
  location: { pathname: string; search: string },
  storedProfile: Profile | null,
  now = new Date(),
): { line: LineConfig; state: SearchState; profile: Profile | null; insuranceTypes: string[] } | null {
  // An encoded path is left to the page: the router decodes its params, and a body that differs by one
  // character would be a fifth request.
  if (location.pathname.includes('%')) return null;
  const match = matchSiteRoute(location.pathname, currentSiteBase());
  if (!match) return null;
  const segment = comparatorSegment(match.route.id, match.params.line, match.route.path, now);
  const line = segment ? lineConfigFor(segment) : null;
  const typeSegment = match.params.insuranceType;
  if (!line || (typeSegment && !insuranceTypeBySegment(typeSegment))) return null;
  const state = readSearchState(new URLSearchParams(location.search));
  return { line, state, profile: storedProfile, insuranceTypes: typeSegment ? [typeSegment] : [] };
}

/** The body of a comparator page's first comparison request (see firstComparisonRequest), or null. */
export function firstComparisonBody(
  location: { pathname: string; search: string },
  storedProfile: Profile | null,
  now = new Date(),
): ComparisonBody | null {
  const request = firstComparisonRequest(location, storedProfile, now);
  return (
    request && comparisonBody(request.line, request.state, request.profile, { insuranceTypes: request.insuranceTypes })
  );
}

/**
 * On a comparator page, sends its first comparison at start-up, while the page's code still loads: the
 * cards then wait for one request instead of code, first render and request in a row. The request is the
 * one the result list makes (same line, URL state and stored profile), which takes it instead of sending
 * its own: the page keeps its four API calls. Anything else (another route, an unknown line) sends nothing.
 * Answers the body sent (null when none).
 */
export function prefetchFirstComparison(location: { pathname: string; search: string }): ComparisonBody | null {
  const request = firstComparisonRequest(location, loadStoredProfile(currentCountry())?.profile ?? null);
  if (!request) return null;
  return prefetchComparison(request.line, request.state, request.profile, { insuranceTypes: request.insuranceTypes });
}
