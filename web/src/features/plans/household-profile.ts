import type { Profile } from '@domain/pricing/domain/profile';

/** The household as the API prices it, with the 'imponible' choice of the plan page. */
export function householdProfile(profile: Profile | null, taxable: boolean): Profile | null {
  if (!profile) return null;
  if (!taxable || !profile.cotizante?.length) return profile;
  return { ...profile, cotizante: profile.cotizante.map((p, i) => (i === 0 ? { ...p, imponible: true } : p)) };
}
