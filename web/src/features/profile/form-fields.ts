import type { ProfileForm } from '@domain/profile/domain/form-definition';
import type { ProfileValues } from '@domain/profile/domain/profile-values';

/** What each of the three profile forms gets from the modal. */
export interface ProfileFormProps {
  form: ProfileForm;
  values: ProfileValues;
  invalid: { cargas: number[]; pets: number[] };
  onChange(values: ProfileValues): void;
}

export const fieldOf = (form: ProfileForm, name: string) =>
  form.profileFormFields.find((field) => field.fldName === name);
