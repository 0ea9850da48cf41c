import {
  AutocompleteInput,
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useCanAccess,
} from 'react-admin';
import { countryChoices } from '../organizations/organization-types';
import { salesChannelChoices } from './sales-channel-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o código" />,
  <ReferenceInput key="organizationId" source="organizationId" reference="organizations" alwaysOn>
    <AutocompleteInput
      label="resources.products.fields.organizationId"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
  <SelectInput key="countryCode" source="countryCode" choices={countryChoices} alwaysOn />,
  <SelectInput key="salesChannel" source="salesChannel" choices={salesChannelChoices} />,
  <NullableBooleanInput key="active" source="active" label="resources.products.labels.active" />,
  <NullableBooleanInput key="isPromoted" source="isPromoted" />,
];

export function ProductList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit' });
  return (
    <List filters={filters} sort={{ field: 'displayName', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="productCode" />
        <TextField source="displayName" label="resources.products.labels.name" />
        <TextField source="organizationName" />
        <TextField source="insuranceTypeName" label="resources.products.labels.type" />
        <SelectField source="salesChannel" choices={salesChannelChoices} />
        <BooleanField source="isPromoted" />
        <BooleanField source="active" label="resources.products.labels.active" />
        <NumberField source="requestCount" />
      </Datagrid>
    </List>
  );
}
