import { Alert } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '@domain/pricing/domain/money';
import { SubscriptionActions } from './subscription-actions';
import { historyActionChoices, subscriptionStatusChoices } from './subscription-labels';
import { NextChargeText, type NextCharge } from './subscription-list';

/** Shown while a period is LATE: staff see it before anything else. */
function LateBanner() {
  const record = useRecordContext<{ latePeriods: number }>();
  const translate = useTranslate();
  if (!record?.latePeriods) return null;
  return (
    <Alert severity="error" role="alert">
      {translate('resources.subscriptions.labels.lateBanner', { smart_count: record.latePeriods })}
    </Alert>
  );
}

/** "Atrasada" / "Pagada" / "Pendiente" of one period, from its dates (`label` is the Datagrid's header). */
function PeriodState(_props: { label: string }) {
  const period = useRecordContext<{ paidAt: string | null; lateAt: string | null }>();
  const translate = useTranslate();
  if (!period) return null;
  const key = period.paidAt ? 'paid' : period.lateAt ? 'late' : 'open';
  return <span>{translate(`resources.subscriptions.periodStates.${key}`)}</span>;
}

/** One subscription: state, card, next charge, its periods (late ones flagged), the staff actions and history. */
export function SubscriptionShow() {
  return (
    <Show title="resources.subscriptions.labels.showTitle">
      <SimpleShowLayout>
        <LateBanner />
        <SubscriptionActions />
        <SelectField source="status" choices={subscriptionStatusChoices} />
        <TextField source="productName" emptyText="—" />
        <TextField source="buyerName" emptyText="—" />
        <TextField source="buyerEmail" emptyText="—" />
        <TextField source="provider" />
        <FunctionField
          source="cardLast4"
          render={(r: { cardBrand?: string | null; cardLast4?: string | null }) =>
            r.cardLast4 ? `${r.cardBrand ?? ''} •••• ${r.cardLast4}`.trim() : '—'
          }
        />
        <NumberField source="chargeDay" emptyText="—" />
        <FunctionField
          source="nextCharge"
          render={(r: { nextCharge: NextCharge | null }) => <NextChargeText next={r.nextCharge} />}
        />
        <NumberField source="latePeriods" />
        <TextField source="saleId" />
        <Labeled label="resources.subscriptions.fields.periods">
          <ArrayField source="periods">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <NumberField source="seq" />
              <DateField source="chargeDate" />
              <FunctionField
                source="amountClp"
                render={(p: { amountClp: number | null }) =>
                  p.amountClp === null ? '—' : formatMoney(p.amountClp, 'CLP')
                }
              />
              <NumberField source="attempts" />
              <PeriodState label="resources.subscriptions.fields.periodState" />
              <DateField source="paidAt" showTime emptyText="—" />
              <DateField source="lateAt" showTime emptyText="—" />
            </Datagrid>
          </ArrayField>
        </Labeled>
        <Labeled label="resources.subscriptions.fields.history">
          <ArrayField source="history">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <DateField source="at" showTime />
              <SelectField source="action" choices={historyActionChoices} />
              <TextField source="actorId" emptyText="—" />
              <FunctionField
                source="detail"
                render={(h: { detail: Record<string, unknown> | null }) =>
                  h.detail
                    ? Object.entries(h.detail)
                        .map(([key, value]) => `${key}: ${String(value)}`)
                        .join(' · ')
                    : '—'
                }
              />
            </Datagrid>
          </ArrayField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
