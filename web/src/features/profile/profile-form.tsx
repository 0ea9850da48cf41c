import { CollectiveForm } from './collective-form';
import type { ProfileFormProps } from './form-fields';
import { PersonsForm } from './persons-form';
import { PetsForm } from './pets-form';

/**
 * "¿Quiénes se asegurarán?" rendered from the server's field definitions (spec 02 §2.10, §3): one of three
 * forms by the definition's kind (collective, pets, persons).
 */
export function ProfileFormView(props: ProfileFormProps) {
  if (props.form.kind === 'colectivo') return <CollectiveForm {...props} />;
  if (props.form.kind === 'mascotas') return <PetsForm {...props} />;
  return <PersonsForm {...props} />;
}
