import { INSURED_FILTER_MODE_LABELS, INSURED_FILTER_MODES } from '@domain/policies/domain/insured-filter-mode';
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
import { CreateExportActions } from '../../components/create-export-actions';
import { InsuredActions } from './insured-actions';

const statusChoices = POLICY_STATUSES.map((id) => ({ id, name: POLICY_STATUS_LABELS[id] }));

const modeChoices = INSURED_FILTER_MODES.map((id) => ({ id, name: INSURED_FILTER_MODE_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o RUT" />,
  // ALTAS / BAJAS / TODAS (spec 03 §3); "Todas" is the same as no mode.
  <SelectInput key="mode" source="mode" choices={modeChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="policyId" source="policyId" reference="policies">
    <SelectInput optionText="number" label="resources.insured.fields.policyId" />
  </ReferenceInput>,
  <SelectInput
    key="insuredType"
    source="insuredType"
    choices={[
      { id: 'TITULAR', name: 'Titular' },
      { id: 'CARGA', name: 'Carga' },
    ]}
  />,
  <NumberInput key="bulkLoadId" source="bulkLoadId" />,
];

/** Employees and dependants of the user's companies, with the accept/decline actions of each. */
export function InsuredList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      // "Agregar asegurado" (employee:create) and the xlsx export of the filtered list (employee:export).
      actions={<CreateExportActions resource="insured" filename="asegurados.xlsx" />}
      // The list (and its actions) also when empty: react-admin's empty page would hide them.
      empty={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="rut" />
        <TextField source="fullName" sortBy="fullName" />
        <TextField source="insuredTypeLabel" sortable={false} />
        <TextField source="holderRut" emptyText="—" sortable={false} />
        <TextField source="policyNumber" sortBy="policyNumber" />
        <TextField source="coverageGroupName" emptyText="—" sortable={false} />
        <TextField source="statusLabel" sortBy="status" />
        <DateField source="startDate" locales="es-CL" options={{ timeZone: 'UTC' }} />
        <DateField source="exclusionDate" locales="es-CL" options={{ timeZone: 'UTC' }} emptyText="—" />
        <InsuredActions />
      </Datagrid>
    </List>
  );
}
