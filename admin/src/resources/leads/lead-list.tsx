import {
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { countryChoices } from '../organizations/organization-types';
import { originChoices, statusChoices } from './lead-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre, correo o RUT" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  // The edition the lead was made on (issue 27), as on the organizations and products lists.
  <SelectInput key="countryCode" source="countryCode" choices={countryChoices} alwaysOn />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <TextInput key="productId" source="productId" />,
  <SelectInput key="origin" source="origin" choices={originChoices} />,
  <ReferenceInput key="executiveId" source="executiveId" reference="executives">
    <SelectInput optionText="name" label="resources.leads.fields.executiveId" />
  </ReferenceInput>,
];

export function LeadList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={20} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <DateField source="createdAt" showTime locales="es-CL" />
        <TextField source="nombre" />
        <TextField source="email" />
        <TextField source="product.name" sortable={false} />
        <TextField source="statusLabel" sortBy="status" />
        <TextField source="subStatusLabel" sortable={false} />
        <TextField source="executive.name" sortBy="executiveId" emptyText="Sin asignar" />
        <SelectField source="countryCode" choices={countryChoices} sortable={false} />
      </Datagrid>
    </List>
  );
}
