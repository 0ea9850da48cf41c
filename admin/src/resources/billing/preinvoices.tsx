import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, TextField as MuiTextField } from '@mui/material';
import { PAYMENT_STATUS_LABELS, type StoredPaymentStatus } from '@domain/billing/domain/payment-status';
import { formatMoney } from '@domain/pricing/domain/money';
import { useState } from 'react';
import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
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
const statusLabel = (status: string) => statusChoices.find((choice) => choice.id === status)?.name ?? status;

/** "UF 12,50 · $ 29.990": the exact total of each unit the pre-invoice's periods are billed in. */
const byCurrency = (record: { byCurrency: { currency: string; amount: string }[] }) =>
  record.byCurrency.map((sum) => formatMoney(Number(sum.amount), sum.currency)).join(' · ') || '—';

/** Pre-invoices: one per company and billing month, with every policy period billed in that month. */
export function PreinvoiceList() {
  return (
    <List
      filters={[
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        <TextInput key="month" source="month" label="Mes (AAAA-MM)" alwaysOn />,
        <NumberInput key="organizationId" source="organizationId" />,
      ]}
      sort={{ field: 'month', order: 'DESC' }}
      exporter={false}
      title="Prefacturas"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <TextField source="organizationName" sortable={false} />
        <TextField source="month" label="Mes" />
        <NumberField source="policies" sortable={false} />
        <FunctionField label="Monto" render={byCurrency} sortable={false} />
        <ClpField label="Monto CLP" source="amountClp" />
        <NumberField source="insuredCount" sortable={false} />
        <FunctionField label="Estado" sortBy="status" render={(r: { status: string }) => statusLabel(r.status)} />
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
              notify('resources.preinvoices.notifications.requestSent', { type: 'success' });
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
        <TextField source="organizationName" />
        <TextField source="month" label="Mes de cobro" />
        <DateField source="periodStart" locales="es-CL" emptyText="—" />
        <DateField source="periodEnd" locales="es-CL" emptyText="—" />
        <ArrayField source="lines">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Sin períodos</span>}>
            <TextField source="policyNumber" label="Póliza" />
            <DateField source="startDate" label="Desde" locales="es-CL" />
            <DateField source="endDate" label="Hasta" locales="es-CL" />
            <NumberField source="insuredCount" label="Asegurados" />
            <AmountField label="Monto" source="amount" unitSource="currency" />
            <TextField source="ufValue" label="Valor UF" emptyText="—" />
            <ClpField label="Monto CLP" source="amountClp" />
            <FunctionField
              label="Estado de pago"
              render={(line: { status: StoredPaymentStatus }) => PAYMENT_STATUS_LABELS[line.status]}
            />
          </Datagrid>
        </ArrayField>
        <FunctionField label="Total por unidad" render={byCurrency} />
        <ClpField label="Total CLP" source="amountClp" />
        <NumberField source="insuredCount" />
        <FunctionField label="Estado" render={(r: { status: string }) => statusLabel(r.status)} />
        <TextField source="updateReason" emptyText="—" />
        <RequestUpdate />
      </SimpleShowLayout>
    </Show>
  );
}

export const preinvoices = { list: PreinvoiceList, show: PreinvoiceShow, icon: ReceiptLongIcon };
