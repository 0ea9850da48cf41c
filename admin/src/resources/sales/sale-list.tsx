import {
  Datagrid,
  DateField,
  DateInput,
  ExportButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { formatMoney } from '@domain/pricing/domain/money';
import { SALE_STATUSES } from '@domain/sales/domain/statuses';

const filters = [
  <TextInput key="q" source="q" label="Buscar (comprador, producto)" alwaysOn />,
  <SelectInput key="status" source="status" label="Estado" choices={SALE_STATUSES.map((s) => ({ id: s, name: s }))} />,
  <TextInput key="provider" source="provider" label="Proveedor" />,
  <TextInput key="productCode" source="productCode" label="Código de producto" />,
  <DateInput key="from" source="from" label="Desde" />,
  <DateInput key="to" source="to" label="Hasta" />,
];

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'sales', action: 'export' });
  return <TopToolbar>{canAccess && <ExportButton />}</TopToolbar>;
}

/** Ventas: online purchases (spec 03 §4) with status, provider, product, dates and amount. */
export function SaleList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<Actions />} title="Ventas en línea">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Fecha" showTime />
        <TextField source="status" label="Estado" />
        <TextField source="productName" label="Producto" />
        <TextField source="buyerName" label="Comprador" sortable={false} />
        <FunctionField
          source="amount"
          label="Monto"
          render={(r: { amount: string; currency: 'CLP' }) => formatMoney(Number(r.amount), r.currency)}
        />
        <TextField source="provider" label="Proveedor" sortable={false} />
        <TextField source="paymentStatus" label="Pago" sortable={false} />
        <DateField source="completedAt" label="Completada" showTime />
      </Datagrid>
    </List>
  );
}
