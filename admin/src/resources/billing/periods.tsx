import { Box, Button, Card, CardContent, CardHeader, TextField as MuiTextField } from '@mui/material';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PERIOD_STATE_LABELS,
  PERIOD_STATES,
} from '@domain/billing/domain/payment-status';
import { chileanDate } from '@domain/pricing/domain/chilean-day';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceManyField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { billingAction } from './billing-api';
import { XlsxExportButton } from './export-button';
import { AmountField, ClpField } from './money';
import { UploadWithProgress } from './upload-field';

export const stateChoices = PERIOD_STATES.map((id) => ({ id, name: PERIOD_STATE_LABELS[id] }));
export const paymentStatusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: PAYMENT_STATUS_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Póliza u organización" />,
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
  <NumberInput key="organizationId" source="organizationId" />,
  <NumberInput key="policyId" source="policyId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

function PeriodActions() {
  const { canAccess } = useCanAccess({ resource: 'payment-periods', action: 'export' });
  return (
    <TopToolbar>
      {canAccess && <XlsxExportButton resource="payment-periods" filename="periodos-de-pago.xlsx" />}
    </TopToolbar>
  );
}

export function PeriodList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'dueDate', order: 'DESC' }}
      perPage={20}
      exporter={false}
      actions={<PeriodActions />}
      title="Períodos de pago"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <TextField source="policyNumber" />
        <TextField source="organizationName" emptyText="Persona" />
        <DateField source="startDate" locales="es-CL" />
        <DateField source="endDate" locales="es-CL" sortable={false} />
        <DateField source="dueDate" locales="es-CL" />
        <AmountField source="amount" unitSource="currency" />
        <ClpField source="amountClp" sortBy="amountClp" />
        <ClpField source="balanceClp" />
        <TextField source="paymentStatusLabel" sortBy="status" />
        <TextField source="stateLabel" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** "Registrar pago": amount in pesos, date, and the transfer receipt uploaded with progress. */
function RecordPayment() {
  const record = useRecordContext<{ id: number; balanceClp: number | null; paymentStatus: string }>();
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'create' });
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [paidAt, setPaidAt] = useState(() => chileanDate(new Date()));
  const [receipt, setReceipt] = useState<{ id: number } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess || record.paymentStatus === 'PAID' || record.paymentStatus === 'NA') return null;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('resources.payment-periods.labels.recordPayment')}>
      <CardHeader title="Registrar pago por transferencia" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <MuiTextField
            label={translate('resources.payment-periods.labels.paymentAmount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
            helperText={record.balanceClp !== null ? `Saldo: $${record.balanceClp.toLocaleString('es-CL')}` : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <MuiTextField
            label={translate('resources.payment-periods.labels.paymentDate')}
            type="date"
            value={paidAt}
            onChange={(event) => setPaidAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <UploadWithProgress
          path="/payments/receipts"
          field="file"
          label={translate('resources.payment-periods.labels.uploadReceipt')}
          accept=".pdf,.jpg,.jpeg,.png,.heic"
          onUploaded={(file) => setReceipt(file)}
        />
        <Button
          variant="contained"
          disabled={busy || !receipt || !amount}
          onClick={() => {
            setBusy(true);
            billingAction<{ period: { status: string } }>('/payments', 'POST', {
              periodId: record.id,
              amountClp: Number(amount),
              paidAt,
              receiptFileId: receipt?.id,
            })
              .then((answer) => {
                notify('resources.payment-periods.notifications.paymentRecorded', {
                  type: 'success',
                  messageArgs: {
                    status: PAYMENT_STATUS_LABELS[answer.period.status as keyof typeof PAYMENT_STATUS_LABELS],
                  },
                });
                setAmount('');
                setReceipt(null);
                refresh();
              })
              .catch((error: Error) => notify(error.message, { type: 'error' }))
              .finally(() => setBusy(false));
          }}
        >
          Registrar pago
        </Button>
      </CardContent>
    </Card>
  );
}

export function PeriodShow() {
  return (
    <Show title="Período de pago">
      <SimpleShowLayout>
        <TextField source="policyNumber" />
        <TextField source="organizationName" emptyText="Persona" />
        <FunctionField
          label="resources.payment-periods.fields.period"
          render={(r: { startDate: string; endDate: string }) => `${r.startDate} al ${r.endDate}`}
        />
        <DateField source="dueDate" locales="es-CL" />
        <AmountField source="amount" unitSource="currency" />
        <TextField source="ufValue" emptyText="—" />
        <ClpField source="amountClp" />
        <ClpField source="paidClp" />
        <ClpField source="creditClp" />
        <ClpField source="creditOutClp" />
        <ClpField source="balanceClp" />
        <NumberField source="insuredCount" />
        <TextField source="paymentStatusLabel" />
        <TextField source="stateLabel" />
        <ReferenceManyField reference="payments" target="periodId" label="resources.payment-periods.fields.payments">
          <Datagrid bulkActionButtons={false} rowClick="show" empty={<span>Sin pagos</span>}>
            <DateField source="paidAt" locales="es-CL" />
            <ClpField source="amountClp" />
            <TextField source="method" />
            <TextField source="note" emptyText="" />
          </Datagrid>
        </ReferenceManyField>
        <RecordPayment />
      </SimpleShowLayout>
    </Show>
  );
}

export const paymentPeriods = { list: PeriodList, show: PeriodShow };
