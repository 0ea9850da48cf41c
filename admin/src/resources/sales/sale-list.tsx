import { Chip } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  ExportButton,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '@domain/pricing/domain/money';
import { countryChoices } from '../organizations/organization-types';
import { paymentStatusChoices, saleStatusChoices } from './sale-labels';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={saleStatusChoices} />,
  // The edition the sale was opened on (issue 27), as on the organizations and products lists.
  <SelectInput key="countryCode" source="countryCode" choices={countryChoices} alwaysOn />,
  <TextInput key="provider" source="provider" />,
  <TextInput key="productCode" source="productCode" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** A second payment approved after the sale was paid, that its provider could not refund (issue 25). */
export function DuplicatePaymentAlert() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="duplicatePaymentToRefund"
      sortable={false}
      render={(r: { duplicatePaymentToRefund?: boolean }) =>
        r.duplicatePaymentToRefund ? (
          <Chip size="small" color="error" label={translate('resources.sales.labels.duplicateToRefund')} />
        ) : null
      }
    />
  );
}

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'sales', action: 'export' });
  return <TopToolbar>{canAccess && <ExportButton />}</TopToolbar>;
}

/** Ventas: online purchases (spec 03 §4) with status, provider, product, dates and amount. */
export function SaleList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<Actions />} title="Ventas en línea">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime />
        <SelectField source="status" choices={saleStatusChoices} />
        <TextField source="productName" />
        <TextField source="buyerName" sortable={false} />
        <FunctionField
          source="amount"
          render={(r: { amount: string; currency: 'CLP' }) => formatMoney(Number(r.amount), r.currency)}
        />
        <TextField source="provider" sortable={false} />
        <SelectField source="paymentStatus" choices={paymentStatusChoices} sortable={false} emptyText="—" />
        <DateField source="completedAt" showTime />
        <SelectField source="countryCode" choices={countryChoices} sortable={false} />
        <DuplicatePaymentAlert />
      </Datagrid>
    </List>
  );
}
