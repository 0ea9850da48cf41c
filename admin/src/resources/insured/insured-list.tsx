import { POLICY_STATUS_LABELS, POLICY_STATUSES } from '@domain/policies/domain/statuses';
import {
  Datagrid,
  DateField,
  List,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { InsuredActions } from './insured-actions';

const statusChoices = POLICY_STATUSES.map((id) => ({ id, name: POLICY_STATUS_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o RUT" />,
  <SelectInput key="status" source="status" label="Estado" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="policyId" source="policyId" reference="policies" label="Póliza">
    <SelectInput optionText="number" label="Póliza" />
  </ReferenceInput>,
  <SelectInput
    key="insuredType"
    source="insuredType"
    label="Tipo"
    choices={[
      { id: 'TITULAR', name: 'Titular' },
      { id: 'CARGA', name: 'Carga' },
    ]}
  />,
  <NumberInput key="bulkLoadId" source="bulkLoadId" label="Carga N°" />,
];

/** Employees and dependants of the user's companies, with the accept/decline actions of each. */
export function InsuredList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="rut" label="RUT" />
        <TextField source="fullName" label="Nombre" sortBy="fullName" />
        <TextField source="insuredTypeLabel" label="Tipo" sortable={false} />
        <TextField source="holderRut" label="RUT titular" emptyText="—" sortable={false} />
        <TextField source="policyNumber" label="Póliza" sortBy="policyNumber" />
        <TextField source="coverageGroupName" label="Grupo" emptyText="—" sortable={false} />
        <TextField source="statusLabel" label="Estado" sortBy="status" />
        <DateField source="startDate" label="Inicio" locales="es-CL" options={{ timeZone: 'UTC' }} />
        <DateField
          source="exclusionDate"
          label="Exclusión"
          locales="es-CL"
          options={{ timeZone: 'UTC' }}
          emptyText="—"
        />
        <InsuredActions />
      </Datagrid>
    </List>
  );
}
