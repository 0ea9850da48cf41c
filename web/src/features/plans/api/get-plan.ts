import type { Profile } from '@domain/pricing/domain/profile';
import { apiGet } from '../../../lib/api-client';
import { profileParam, type Plan } from './plan';

/** The plan's load in a server-rendered page's data (lib/page-data.ts, issue 31), keyed by its code. */
export const PLAN_LOAD = 'plan';

/** GET /api/infoplanes/infoplan: one plan, priced for the household when there is one. */
export async function fetchPlan(code: string, profile: Profile | null): Promise<Plan> {
  return (
    await apiGet<{ data: Plan }>(`/api/infoplanes/infoplan?plan=${encodeURIComponent(code)}${profileParam(profile)}`, {
      retries: 1,
    })
  ).data;
}
