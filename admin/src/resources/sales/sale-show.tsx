import { Alert, AlertTitle, Button as MuiButton, Stack } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../auth/http-client';
import { paymentStatusChoices, paymentTypeChoices, saleStatusChoices, stepStatusChoices } from './sale-labels';

interface PaymentRow {
  id: string;
  status: string;
}

/** "Solicitar devolución": payment:refund only; REQUEST_REFUND then REFUND through the provider. */
function RefundButton({ saleId }: { saleId: string }) {
  const payment = useRecordContext<PaymentRow>();
  const { canAccess } = useCanAccess({ resource: 'sales', action: 'refund' });
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!payment || !canAccess || payment.status !== 'OK') return null;
  const refund = async () => {
    try {
      await httpClient(`/api/admin/sales/${saleId}/payments/${payment.id}/refund`, { method: 'POST' });
      notify('resources.sales.notifications.refundRequested', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'resources.sales.notifications.refundFailed', { type: 'error' });
    }
  };
  return (
    <MuiButton size="small" color="warning" onClick={(event) => (event.stopPropagation(), void refund())}>
      {translate('resources.sales.actions.requestRefund')}
    </MuiButton>
  );
}

function StepData() {
  const step = useRecordContext<{ data: Record<string, unknown> | null }>();
  if (!step?.data) return <span>—</span>;
  return (
    <Stack component="dl" spacing={0.25} sx={{ m: 0 }}>
      {Object.entries(step.data).map(([key, value]) => (
        <div key={key}>
          <strong>{key}:</strong> {typeof value === 'object' ? JSON.stringify(value) : String(value)}
        </div>
      ))}
    </Stack>
  );
}

/** Shown when a duplicate payment waits to be refunded by hand (its provider cannot refund by API). */
function DuplicatePaymentBanner() {
  const sale = useRecordContext<{ duplicatePaymentToRefund?: boolean }>();
  const translate = useTranslate();
  if (!sale?.duplicatePaymentToRefund) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate('resources.sales.labels.duplicateToRefund')}</AlertTitle>
      {translate('resources.sales.labels.duplicateToRefundDetail')}
    </Alert>
  );
}

function Payments() {
  const sale = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  if (!sale) return null;
  return (
    <ArrayField source="payments">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime />
        <SelectField source="status" choices={paymentStatusChoices} />
        <TextField source="provider" />
        <SelectField source="paymentType" choices={paymentTypeChoices} />
        <TextField source="amount" />
        <TextField source="fee" />
        <TextField source="errorCode" emptyText="—" />
        <TextField source="message" emptyText="—" />
        <TextField source="advice" emptyText="—" />
        <TextField source="providerReference" emptyText="—" />
        <FunctionField
          source="duplicate"
          render={(p: { duplicate?: boolean }) => (p.duplicate ? translate('resources.sales.fields.duplicate') : '—')}
        />
        <RefundButton saleId={sale.id} />
      </Datagrid>
    </ArrayField>
  );
}

/** One sale: its steps with the form data (the DPS among them) and its payments with the provider's codes. */
export function SaleShow() {
  return (
    <Show title="Venta en línea">
      <SimpleShowLayout>
        <DuplicatePaymentBanner />
        <TextField source="id" />
        <SelectField source="status" choices={saleStatusChoices} />
        <TextField source="productName" />
        <FunctionField
          label="resources.sales.fields.amount"
          render={(r: { amount: string; currency: string }) => `${r.amount} ${r.currency}`}
        />
        <TextField source="buyerName" emptyText="—" />
        <TextField source="buyerEmail" emptyText="—" />
        <TextField source="leadId" emptyText="—" />
        <DateField source="createdAt" label="resources.sales.labels.createdAt" showTime />
        <DateField source="completedAt" showTime emptyText="—" />
        <Labeled label="resources.sales.fields.steps">
          <ArrayField source="steps">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="orderPosition" />
              <TextField source="title" />
              <SelectField source="status" choices={stepStatusChoices} />
              <StepData />
            </Datagrid>
          </ArrayField>
        </Labeled>
        <Payments />
      </SimpleShowLayout>
    </Show>
  );
}
