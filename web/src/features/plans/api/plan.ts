import type { PlanDto } from '@domain/catalogue/domain/plan-card';
import type { Profile } from '@domain/pricing/domain/profile';

/** A plan as the plan search and /api/infoplanes/infoplan answer it (the catalogue domain's one type). */
export type Plan = PlanDto;

/** The household as a query parameter of the plan calls (empty without a profile). */
export const profileParam = (profile: Profile | null) =>
  profile ? `&profile=${encodeURIComponent(JSON.stringify(profile))}` : '';
