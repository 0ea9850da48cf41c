import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
  useListContext,
  useNotify,
} from 'react-admin';
import { downloadFile } from '../bulk-loads/files';
import { policyStatusChoices } from './policy-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Número, empresa o producto" />,
  <SelectInput key="status" source="status" choices={policyStatusChoices} alwaysOn />,
];

/** "Nueva póliza" (policy:create) and the xlsx export of the filtered list (policy:export). */
function ListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'policies', action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource: 'policies', action: 'export' });
  const { filterValues } = useListContext();
  const notify = useNotify();
  return (
    <TopToolbar>
      {canCreate && <CreateButton label="resources.policies.actions.create" />}
      {canExport && (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            void downloadFile(
              `/api/admin/policies/export.xlsx?filter=${encodeURIComponent(JSON.stringify(filterValues))}`,
              'polizas.xlsx',
            ).catch((error: Error) => notify(error.message, { type: 'error' }))
          }
        >
          Exportar (xlsx)
        </Button>
      )}
    </TopToolbar>
  );
}

export function PolicyList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={20}
      exporter={false}
      actions={<ListActions />}
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
