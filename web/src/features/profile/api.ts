import type { ProfileForm } from '@domain/profile/domain/form-definition';
import type { ProfileValues } from '@domain/profile/domain/profile-values';
import { apiGet, apiPost } from '../../lib/api-client';

/** GET /api/profile-form/form (spec 03 §7): the form definition for a product type and country. */
export async function fetchProfileForm(productType: string, country = 'chile'): Promise<ProfileForm> {
  const query = new URLSearchParams({ productType, country });
  const body = await apiGet<{ data: { profileForm: ProfileForm } }>(`/api/profile-form/form?${query}`);
  return body.data.profileForm;
}

/** POST /api/profile-form/data (spec 03 §7): the submitted form, checked again by the server. */
export function sendProfileForm(values: ProfileValues) {
  const { productType, ...form } = values;
  return apiPost('/api/profile-form/data', { form, productType: { name: productType } });
}
