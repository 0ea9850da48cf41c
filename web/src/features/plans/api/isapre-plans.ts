import type { Profile } from '@domain/pricing/domain/profile';
import { readPlanState } from '../plan-state';
import { planSearchBody, searchPlans, type PlanSearchBody, type PlanSearchResponse } from './search-plans';
import type { Plan } from './plan';

/** How many plans an isapre's page shows (the section links to the full list). */
export const ISAPRE_PLANS_TAKE = 6;

/** The name of an isapre page's plan section in a server-rendered page's data (lib/page-data.ts, issue 31). */
export const ISAPRE_PLANS_LOAD = 'isapre-plans';

/** What the section shows: its first plans and how many the isapre offers. */
export interface IsaprePlans {
  data: Plan[];
  total: number;
}

/** The section's key: everything its search reads (issue 24: never the profile object's identity). */
export const isaprePlansKey = (isapreUrl: string, profile: Profile | null, take = ISAPRE_PLANS_TAKE): string =>
  JSON.stringify([isapreUrl, profile, take]);

/** The plan list's default state with this isapre only: what the section searches. */
const isapreState = (isapreUrl: string) => ({ ...readPlanState(new URLSearchParams()), isapres: [isapreUrl] });

/** The plan search the section sends (the server answers it in-process for its render). */
export const isaprePlansBody = (isapreUrl: string, profile: Profile | null): PlanSearchBody =>
  planSearchBody(isapreState(isapreUrl), profile);

/** The section's plans out of the search's answer. */
export const isaprePlansOf = (response: PlanSearchResponse, take = ISAPRE_PLANS_TAKE): IsaprePlans => ({
  data: response.data.slice(0, take),
  total: response.total,
});

/** The section's plans from the API (the browser's search). */
export const fetchIsaprePlans = (isapreUrl: string, profile: Profile | null, take = ISAPRE_PLANS_TAKE) =>
  searchPlans(isapreState(isapreUrl), profile).then((response) => isaprePlansOf(response, take));
