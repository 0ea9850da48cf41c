import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { billingAction } from './billing-api';
import { AmountField, ClpField } from './money';

const statusChoices = [
  { id: 'ISSUED', name: 'Emitida' },
  { id: 'UPDATE_REQUESTED', name: 'Actualización solicitada' },
];

export function PreinvoiceList() {
  return (
    <List
      filters={[
        <SelectInput key="status" source="status" label="Estado" choices={statusChoices} alwaysOn />,
        <NumberInput key="organizationId" source="organizationId" label="Organización (id)" />,
      ]}
      sort={{ field: 'periodStart', order: 'DESC' }}
      exporter={false}
      title="Prefacturas"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" label="N°" />
        <TextField source="organizationName" label="Organización" sortable={false} />
        <TextField source="policyNumber" label="Póliza" sortable={false} />
        <DateField source="periodStart" label="Desde" locales="es-CL" />
        <AmountField label="Monto" source="amount" unitSource="currency" />
        <ClpField label="Monto CLP" source="amountClp" />
        <NumberField source="insuredCount" label="Asegurados" sortable={false} />
        <TextField source="status" label="Estado" />
      </Datagrid>
    </List>
  );
}

function RequestUpdate() {
  const record = useRecordContext<{ id: number }>();
  const { canAccess } = useCanAccess({ resource: 'preinvoices', action: 'request-update' });
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  if (!record || !canAccess) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2 }}>
      <MuiTextField
        label="Motivo de la solicitud"
        multiline
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        sx={{ minWidth: 360 }}
      />
      <Button
        variant="contained"
        disabled={reason.trim().length < 5}
        onClick={() =>
          billingAction(`/preinvoices/${record.id}/request-update`, 'POST', { reason })
            .then(() => {
              notify('Solicitud enviada al equipo de cobranza', { type: 'success' });
              setReason('');
              refresh();
            })
            .catch((error: Error) => notify(error.message, { type: 'error' }))
        }
      >
        Solicitar actualización
      </Button>
    </Box>
  );
}

export function PreinvoiceShow() {
  return (
    <Show title="Prefactura">
      <SimpleShowLayout>
        <TextField source="organizationName" label="Organización" />
        <TextField source="policyNumber" label="Póliza" />
        <DateField source="periodStart" label="Desde" locales="es-CL" />
        <DateField source="periodEnd" label="Hasta" locales="es-CL" />
        <AmountField label="Monto" source="amount" unitSource="currency" />
        <ClpField label="Monto CLP" source="amountClp" />
        <NumberField source="insuredCount" label="Asegurados" />
        <TextField source="status" label="Estado" />
        <TextField source="updateReason" label="Motivo de la solicitud" emptyText="—" />
        <RequestUpdate />
      </SimpleShowLayout>
    </Show>
  );
}

export const preinvoices = { list: PreinvoiceList, show: PreinvoiceShow, icon: ReceiptLongIcon };
