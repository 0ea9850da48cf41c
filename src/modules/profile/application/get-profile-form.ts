import { injectable } from 'inversify';
import { profileFormFor, type Country, type ProfileForm } from '../domain/form-definition.js';

/** The profile form definition for a product type and country (GET /api/profile-form/form). */
@injectable()
export class GetProfileForm {
  execute(input: { productType: string; country: Country }): ProfileForm {
    return profileFormFor(input.productType, input.country);
  }
}
