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
  useTranslate,
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
        <TextInput key="month" source="month" label="resources.preinvoices.labels.monthFilter" alwaysOn />,
        <NumberInput key="organizationId" source="organizationId" />,
      ]}
      sort={{ field: 'month', order: 'DESC' }}
      exporter={false}
      title="Prefacturas"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <TextField source="organizationName" sortable={false} />
        <TextField source="month" />
        <NumberField source="policies" sortable={false} />
        <FunctionField label="resources.preinvoices.fields.byCurrency" render={byCurrency} sortable={false} />
        <ClpField source="amountClp" />
        <NumberField source="insuredCount" sortable={false} />
        <FunctionField
          label="resources.preinvoices.fields.status"
          sortBy="status"
          render={(r: { status: string }) => statusLabel(r.status)}
        />
      </Datagrid>
    </List>
  );
}

function RequestUpdate() {
  const record = useRecordContext<{ id: number }>();
  const { canAccess } = useCanAccess({ resource: 'preinvoices', action: 'request-update' });
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  if (!record || !canAccess) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2 }}>
      <MuiTextField
        label={translate('resources.preinvoices.fields.updateReason')}
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
        <TextField source="month" label="resources.preinvoices.labels.billingMonth" />
        <DateField source="periodStart" locales="es-CL" emptyText="—" />
        <DateField source="periodEnd" locales="es-CL" emptyText="—" />
        <ArrayField source="lines">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Sin períodos</span>}>
            <TextField source="policyNumber" />
            <DateField source="startDate" locales="es-CL" />
            <DateField source="endDate" locales="es-CL" />
            <NumberField source="insuredCount" />
            <AmountField source="amount" unitSource="currency" />
            <TextField source="ufValue" emptyText="—" />
            <ClpField source="amountClp" />
            <FunctionField
              label="resources.preinvoices.fields.paymentStatus"
              render={(line: { status: StoredPaymentStatus }) => PAYMENT_STATUS_LABELS[line.status]}
            />
          </Datagrid>
        </ArrayField>
        <FunctionField label="resources.preinvoices.labels.totalByCurrency" render={byCurrency} />
        <ClpField label="resources.preinvoices.labels.totalClp" source="amountClp" />
        <NumberField source="insuredCount" />
        <FunctionField
          label="resources.preinvoices.fields.status"
          render={(r: { status: string }) => statusLabel(r.status)}
        />
        <TextField source="updateReason" emptyText="—" />
        <RequestUpdate />
      </SimpleShowLayout>
    </Show>
  );
}

export const preinvoices = { list: PreinvoiceList, show: PreinvoiceShow };
