import type { ProfileValues } from '@domain/profile/domain/profile-values';
import { apiPost } from '../../../lib/api-client';

/** POST /api/profile-form/data (spec 03 §7): the submitted form, checked again by the server. */
export function sendProfileForm(values: ProfileValues) {
  const { productType, ...form } = values;
  return apiPost('/api/profile-form/data', { form, productType: { name: productType } });
}
