import type { ProfileForm } from '@domain/profile/domain/form-definition';
import { apiGet } from '../../../lib/api-client';
import { currentCountry } from '../../../lib/edition';

/** GET /api/profile-form/form (spec 03 §7): the form definition for a product type and country. */
export async function fetchProfileForm(productType: string, country: string = currentCountry()): Promise<ProfileForm> {
  const query = new URLSearchParams({ productType, country });
  const body = await apiGet<{ data: { profileForm: ProfileForm } }>(`/api/profile-form/form?${query}`);
  return body.data.profileForm;
}
