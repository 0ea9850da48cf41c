import { Datagrid, List, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o RUT" />,
  <ReferenceInput key="clientOrganizationId" source="clientOrganizationId" reference="client-organizations">
    <SelectInput optionText="name" label="resources.uninsured.labels.company" />
  </ReferenceInput>,
];

/**
 * Employees of the company with no live membership in any policy (employee:read-uninsured): excluded,
 * declined or never activated.
 */
function UninsuredList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }} title="Trabajadores sin póliza">
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="rut" sortable={false} />
        <TextField source="fullName" sortable={false} />
        <ReferenceField source="clientOrganizationId" reference="client-organizations" link="show" />
        <TextField source="email" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}

export const uninsured = { list: UninsuredList };
