import { POLICY_STATUS_LABELS, POLICY_STATUSES } from '@domain/policies/domain/statuses';
import { Datagrid, DateField, List, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';

const statusChoices = POLICY_STATUSES.map((id) => ({ id, name: POLICY_STATUS_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Número, empresa o producto" />,
  <SelectInput key="status" source="status" label="Estado" choices={statusChoices} alwaysOn />,
];

export function PolicyList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={20} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" label="N° póliza" />
        <TextField
          source="clientOrganizationName"
          label="Empresa"
          emptyText="Individual"
          sortBy="clientOrganizationName"
        />
        <TextField source="productName" label="Producto" sortable={false} />
        <TextField source="statusLabel" label="Estado" sortBy="status" />
        <DateField source="startDate" label="Inicio" locales="es-CL" options={{ timeZone: 'UTC' }} />
        <TextField source="periodicityLabel" label="Periodicidad" sortable={false} />
        <NumberField source="insuredCount" label="Asegurados vigentes" sortable={false} />
      </Datagrid>
    </List>
  );
}
