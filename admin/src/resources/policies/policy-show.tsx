import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { downloadFile } from '../bulk-loads/files';

function PolicyShowActions() {
  const { canAccess } = useCanAccess({ resource: 'policies', action: 'export' });
  return (
    <TopToolbar>
      {canAccess && (
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void downloadFile('/api/admin/policies/export.xlsx', 'polizas.xlsx')}
        >
          Exportar pólizas (xlsx)
        </Button>
      )}
    </TopToolbar>
  );
}

export function PolicyShow() {
  return (
    <Show actions={<PolicyShowActions />}>
      <SimpleShowLayout>
        <TextField source="number" label="N° póliza" />
        <TextField source="clientOrganizationName" label="Empresa" emptyText="Individual" />
        <TextField source="productName" label="Producto" emptyText="—" />
        <TextField source="statusLabel" label="Estado" />
        <DateField source="startDate" label="Inicio" locales="es-CL" options={{ timeZone: 'UTC' }} />
        <DateField source="endDate" label="Término" locales="es-CL" options={{ timeZone: 'UTC' }} emptyText="—" />
        <TextField source="periodicityLabel" label="Periodicidad" />
        <FunctionField
          label="Prima"
          render={(record: { premium: { amount: string; currency: string }; premiumBasis: string }) =>
            `${record.premium.amount} ${record.premium.currency} ${record.premiumBasis === 'per-insured' ? 'por asegurado' : 'por póliza'}`
          }
        />
        <NumberField source="insuredCount" label="Asegurados vigentes" />
        <ArrayField source="coverageGroups" label="Grupos de cobertura">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="code" label="Código" />
            <TextField source="name" label="Nombre" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
