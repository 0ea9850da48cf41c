import { isValidRut } from '@domain/leads/domain/rut';
import { DEFAULT_ADDRESS } from '@domain/policies/domain/statuses';
import { Create, Edit, email, maxLength, minLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { organizationStatusChoices } from './organization-choices';

const validRut = (value: string | undefined) =>
  value && !isValidRut(value) ? 'El RUT no es válido (revisa el dígito verificador).' : undefined;

/** A client company's data (spec 03 §3): the address defaults to Santiago, región Metropolitana, Chile. */
function ClientOrganizationForm() {
  return (
    <SimpleForm
      defaultValues={{
        status: 'ACTIVE',
        city: DEFAULT_ADDRESS.city,
        region: DEFAULT_ADDRESS.region,
        country: DEFAULT_ADDRESS.country,
      }}
    >
      <TextInput source="name" validate={[required(), minLength(2), maxLength(200)]} fullWidth />
      <TextInput source="rut" validate={[required(), validRut]} helperText="Ej.: 76.123.456-7" />
      <SelectInput source="status" choices={organizationStatusChoices} validate={required()} />
      <TextInput
        source="groupCode"
        helperText="Las empresas con el mismo código forman un grupo: su administrador de grupo las ve todas."
        validate={maxLength(60)}
      />
      <TextInput source="email" type="email" validate={email('Correo inválido.')} />
      <TextInput source="phone" validate={maxLength(30)} />
      <TextInput source="street" validate={maxLength(200)} fullWidth />
      <TextInput source="city" validate={[required(), maxLength(100)]} />
      <TextInput source="region" validate={[required(), maxLength(100)]} />
      <TextInput source="country" validate={[required(), maxLength(100)]} />
      <TextInput source="zip" validate={maxLength(20)} />
    </SimpleForm>
  );
}

/** Creating a client company (organization:create); the server checks the RUT again and its uniqueness. */
export function ClientOrganizationCreate() {
  return (
    <Create redirect="show" title="Nueva empresa cliente">
      <ClientOrganizationForm />
    </Create>
  );
}

/** Editing a client company (organization:update). */
export function ClientOrganizationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ClientOrganizationForm />
    </Edit>
  );
}
