import {
  BooleanField,
  EditButton,
  ImageField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { organizationTypeChoices } from './organization-types';

/** EditButton hides itself without organization:update (authProvider.canAccess). */
function OrganizationShowActions() {
  return (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  );
}

export function OrganizationShow() {
  return (
    <Show actions={<OrganizationShowActions />}>
      <SimpleShowLayout>
        <TextField source="organizationCode" label="Código" />
        <TextField source="name" label="Nombre" />
        <TextField source="legalName" label="Razón social" emptyText="—" />
        <SelectField source="organizationType" label="Tipo" choices={organizationTypeChoices} />
        <TextField source="urlSegment" label="Segmento de URL" />
        <UrlField source="url" label="Sitio web" emptyText="—" />
        <ImageField source="image" label="Imagen" emptyText="—" />
        <BooleanField source="active" label="Activa (a la venta)" />
        <NumberField source="productCount" label="Productos" />
      </SimpleShowLayout>
    </Show>
  );
}
