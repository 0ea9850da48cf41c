import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '@domain/pricing/domain/money';
import { subscriptionStatusChoices } from './subscription-labels';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={subscriptionStatusChoices} alwaysOn />,
];

export interface NextCharge {
  seq: number;
  chargeDate: string;
  amountClp: number | null;
}

/** "Cuota 3 · 28-12-2026 · $41.500", or "—" when no period is open. */
export function NextChargeText({ next }: { next: NextCharge | null | undefined }) {
  const translate = useTranslate();
  if (!next) return <span>—</span>;
  const [year, month, day] = next.chargeDate.split('-');
  const amount = next.amountClp === null ? '' : ` · ${formatMoney(next.amountClp, 'CLP')}`;
  return (
    <span>
      {translate('resources.subscriptions.labels.period', { seq: next.seq })} · {`${day}-${month}-${year}`}
      {amount}
    </span>
  );
}

/** Suscripciones: the automatic monthly card charges (issue 28), by status and buyer or product text. */
export function SubscriptionList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      title="resources.subscriptions.menu"
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" />
        <SelectField source="status" choices={subscriptionStatusChoices} sortable={false} />
        <TextField source="productName" sortable={false} emptyText="—" />
        <TextField source="buyerName" sortable={false} emptyText="—" />
        <FunctionField
          source="cardLast4"
          sortable={false}
          render={(r: { cardBrand: string | null; cardLast4: string | null }) =>
            r.cardLast4 ? `${r.cardBrand ?? ''} •••• ${r.cardLast4}`.trim() : '—'
          }
        />
        <FunctionField
          source="nextCharge"
          sortable={false}
          render={(r: { nextCharge: NextCharge | null }) => <NextChargeText next={r.nextCharge} />}
        />
        <NumberField source="latePeriods" sortable={false} />
      </Datagrid>
    </List>
  );
}
