import type { Profile } from '@domain/pricing/domain/profile';
import type { ProfileValues } from '@domain/profile/domain/profile-values';
import { normalizeProfileAges } from '@domain/profile/domain/age-keys';
import { currentCountry } from '../../lib/edition';

/**
 * What the site keeps per country in localStorage (spec 03 §3: stored under a per-country key). The country is
 * the page's edition (issue 27): a profile typed on pe.localhost is never read on co.localhost.
 */
export interface StoredProfile {
  values: ProfileValues;
  profile: Profile;
  ingresodatos: boolean;
  savedAt: string;
}

export const profileStorageKey = (country: string) => `perfil-${country}`;

export function loadStoredProfile(
  country: string = currentCountry(),
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    const raw = storage?.getItem(profileStorageKey(country));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredProfile;
    if (!parsed || typeof parsed !== 'object' || !parsed.profile || !parsed.values) return null;
    // A profile stored by an older client may name ages edadCarga… (spec 02 §3): read them as edad.
    return { ...parsed, profile: normalizeProfileAges(parsed.profile) };
  } catch {
    return null;
  }
}

export function saveStoredProfile(stored: StoredProfile, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(profileStorageKey(stored.values.country), JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the profile still applies to this visit.
  }
}

export function clearStoredProfile(
  country: string = currentCountry(),
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.removeItem(profileStorageKey(country));
  } catch {
    // Nothing stored.
  }
}
