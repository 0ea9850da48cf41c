import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  TextField,
  UrlField,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Subdominio o nombre" />,
  <NullableBooleanInput key="active" source="active" />,
];

const embedTypes = [
  { id: 'standard', name: 'Estándar' },
  { id: 'partner', name: 'Socio (con referido)' },
];

/** The partners a user may see (an ADMIN_PARTNER only its own; the server filters). */
export function PartnerList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" />
        <TextField source="name" />
        <BooleanField source="active" />
        <SelectField source="embedType" label="resources.partners.labels.embedType" choices={embedTypes} />
        <UrlField source="siteUrl" onClick={(e) => e.stopPropagation()} target="_blank" />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
