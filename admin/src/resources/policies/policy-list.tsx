import { Datagrid, DateField, List, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import { CreateExportActions } from '../../components/create-export-actions';
import { policyStatusChoices } from './policy-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Número, empresa o producto" />,
  <SelectInput key="status" source="status" choices={policyStatusChoices} alwaysOn />,
];

export function PolicyList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={20}
      exporter={false}
      // "Nueva póliza" (policy:create) and the xlsx export of the filtered list (policy:export).
      actions={<CreateExportActions resource="policies" filename="polizas.xlsx" />}
      // The list (and its actions) also when empty: react-admin's empty page would hide them.
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" />
        <TextField source="clientOrganizationName" emptyText="Individual" sortBy="clientOrganizationName" />
        <TextField source="insurerName" emptyText="—" sortable={false} />
        <TextField source="productName" emptyText="—" sortable={false} />
        <TextField source="statusLabel" sortBy="status" />
        <DateField source="startDate" locales="es-CL" options={{ timeZone: 'UTC' }} />
        <TextField source="periodicityLabel" sortable={false} />
        <NumberField source="insuredCount" sortable={false} />
      </Datagrid>
    </List>
  );
}
