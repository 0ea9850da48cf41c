import { matchSiteRoute } from '@domain/content/domain/site-routes';
import type { Profile } from '@domain/pricing/domain/profile';
import { currentCountry, currentSiteBase } from '../../lib/edition';
import { loadStoredProfile } from '../../shared/profile/profile-store';
import { planSearchBody, prefetchPlanSearch, type PlanSearchBody } from './api/search-plans';
import { planStateOf, type PlanSearchState } from './plan-state';

/** The routes whose page is the plan list (app/routes.tsx: PlansPage). */
const PLAN_LIST_ROUTES = new Set(['comparar-isapres', 'isapre-planes']);

/** The state of the plan list at `location`, or null on any other page. */
export function firstPlanState(location: { pathname: string; search: string }): PlanSearchState | null {
  // An encoded path is left to the page: the router decodes its params (see results/first-comparison.ts).
  if (location.pathname.includes('%')) return null;
  const match = matchSiteRoute(location.pathname, currentSiteBase());
  if (!match || !PLAN_LIST_ROUTES.has(match.route.id)) return null;
  return planStateOf(new URLSearchParams(location.search), match.params);
}

/** The body of the plan list's first search at `location` for that household, or null on other pages. */
export function firstPlanSearchBody(
  location: { pathname: string; search: string },
  storedProfile: Profile | null,
): PlanSearchBody | null {
  const state = firstPlanState(location);
  return state && planSearchBody(state, storedProfile);
}

/**
 * On the plan list, sends its first search at start-up while the page's code loads (the list takes it):
 * answers the body sent, or null on other pages.
 */
export function prefetchFirstPlanSearch(location: { pathname: string; search: string }): PlanSearchBody | null {
  const state = firstPlanState(location);
  if (!state) return null;
  return prefetchPlanSearch(state, loadStoredProfile(currentCountry())?.profile ?? null);
}
