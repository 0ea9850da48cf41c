import { Datagrid, DateField, List, NumberField, SelectInput, TextField, useRecordContext } from 'react-admin';
import { LinearProgress } from '@mui/material';

const statusChoices = [
  { id: 'queued', name: 'En cola' },
  { id: 'processing', name: 'Procesando' },
  { id: 'done', name: 'Terminada' },
  { id: 'failed', name: 'Fallida' },
  { id: 'cancelled', name: 'Cancelada' },
];

function PercentField() {
  const record = useRecordContext<{ percent: number }>();
  if (!record) return null;
  return <LinearProgress variant="determinate" value={record.percent} aria-label="Avance" sx={{ minWidth: 80 }} />;
}

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: 'activation', name: 'Altas' },
      { id: 'cancellation', name: 'Bajas' },
    ]}
  />,
];

/** Every load of the user's companies with its state; refreshes itself while loads run. */
export function BulkLoadList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={20}
      exporter={false}
      queryOptions={{ refetchInterval: 2000 }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <DateField source="createdAt" showTime locales="es-CL" />
        <TextField source="kindLabel" sortable={false} />
        <TextField source="clientOrganizationName" sortable={false} />
        <TextField source="policyNumber" sortable={false} />
        <TextField source="fileName" />
        <TextField source="statusLabel" sortBy="status" />
        <PercentField />
        <NumberField source="succeeded" sortable={false} />
        <NumberField source="failed" sortable={false} />
      </Datagrid>
    </List>
  );
}
