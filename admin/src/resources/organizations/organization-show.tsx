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
        <TextField source="organizationCode" />
        <TextField source="name" />
        <TextField source="legalName" emptyText="—" />
        <SelectField source="organizationType" choices={organizationTypeChoices} />
        <TextField source="urlSegment" />
        <UrlField source="url" emptyText="—" />
        <ImageField source="image" emptyText="—" />
        <BooleanField source="active" label="resources.organizations.labels.activeForSale" />
        <NumberField source="productCount" />
      </SimpleShowLayout>
    </Show>
  );
}
