import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  UrlField,
  useCanAccess,
} from 'react-admin';
import { countryChoices, organizationTypeChoices } from './organization-types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o código" />,
  <SelectInput key="organizationType" source="organizationType" choices={organizationTypeChoices} alwaysOn />,
  <SelectInput key="countryCode" source="countryCode" choices={countryChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" label="resources.organizations.labels.active" />,
];

export function OrganizationList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'organizations', action: 'edit' });
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="organizationCode" />
        <TextField source="name" />
        <SelectField source="organizationType" choices={organizationTypeChoices} />
        <UrlField source="url" emptyText="—" onClick={(e) => e.stopPropagation()} />
        <BooleanField source="active" label="resources.organizations.labels.active" />
        <NumberField source="productCount" />
      </Datagrid>
    </List>
  );
}
