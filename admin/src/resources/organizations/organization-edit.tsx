import { NAME_LENGTH } from '@domain/catalogue/domain/admin-fields';
import { BooleanInput, Edit, SimpleForm, TextField, TextInput, maxLength, minLength, required } from 'react-admin';

interface OrganizationForm {
  name: string;
  url: string | null;
  image: string | null;
  active: boolean;
}

/** Name, web site, image and whether it is sold (organization:update); the server validates again. */
export function OrganizationEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(data: OrganizationForm) => ({
        name: data.name,
        url: data.url ?? '',
        image: data.image ?? '',
        active: data.active,
      })}
    >
      <SimpleForm>
        <TextField source="organizationCode" />
        <TextInput
          source="name"
          validate={[required(), minLength(NAME_LENGTH.min), maxLength(NAME_LENGTH.max)]}
          fullWidth
        />
        <TextInput source="url" helperText="https://…" fullWidth />
        <TextInput source="image" helperText="Ruta (/…) o dirección https://…" fullWidth />
        <BooleanInput source="active" label="resources.organizations.labels.activeForSale" />
      </SimpleForm>
    </Edit>
  );
}
