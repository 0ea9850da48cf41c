import { typedEmployees } from '@domain/profile/domain/profile-values';
import { useId } from 'react';
import type { ProfileFormProps } from './form-fields';

/** The collective form (kind 'colectivo'): how many employees the company insures. */
export function CollectiveForm({ form, values, onChange }: ProfileFormProps) {
  const id = useId();
  const set = (patch: Partial<typeof values>) => onChange({ ...values, ...patch });
  const field = form.profileFormFields[0]!;
  return (
    <div className="profile-form">
      <p>{form.intro}</p>
      <label htmlFor={`${id}-employees`}>{field.label}</label>
      <input
        id={`${id}-employees`}
        inputMode="numeric"
        placeholder={field.placeholder ?? undefined}
        value={values.cantidadempleados}
        onChange={(event) => set({ cantidadempleados: typedEmployees(event.target.value) })}
      />
    </div>
  );
}
