import {
  Datagrid,
  DateField,
  DateInput,
  DeleteButton,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { XlsxExportButton } from './export-button';
import { ClpField } from './money';

const methodChoices = [
  { id: 'transfer', name: 'Transferencia' },
  { id: 'provider', name: 'Proveedor de pago' },
];

const filters = [
  <SelectInput key="method" source="method" choices={methodChoices} alwaysOn />,
  <NumberInput key="organizationId" source="organizationId" />,
  <NumberInput key="periodId" source="periodId" label="resources.payments.labels.periodIdFilter" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

function PaymentActions() {
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'export' });
  return <TopToolbar>{canAccess && <XlsxExportButton resource="payments" filename="pagos.xlsx" />}</TopToolbar>;
}

export function PaymentList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={20}
      exporter={false}
      actions={<PaymentActions />}
      title="Pagos"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <DateField source="paidAt" locales="es-CL" />
        <TextField source="policyNumber" sortable={false} />
        <TextField source="organizationName" emptyText="Persona" sortable={false} />
        <ClpField source="amountClp" sortBy="amountClp" />
        <FunctionField
          label="resources.payments.fields.method"
          render={(r: { method: string; provider: string | null }) =>
            r.method === 'transfer' ? 'Transferencia' : `Proveedor ${r.provider ?? ''}`
          }
        />
      </Datagrid>
    </List>
  );
}

function PaymentShowActions() {
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'delete' });
  return (
    <TopToolbar>{canAccess && <DeleteButton mutationMode="pessimistic" confirmTitle="Eliminar pago" />}</TopToolbar>
  );
}

export function PaymentShow() {
  return (
    <Show title="Pago" actions={<PaymentShowActions />}>
      <SimpleShowLayout>
        <NumberField source="periodId" />
        <TextField source="policyNumber" />
        <TextField source="organizationName" emptyText="Persona" />
        <ClpField source="amountClp" />
        <DateField source="paidAt" label="resources.payments.labels.paymentDate" locales="es-CL" />
        <TextField source="method" />
        <TextField source="externalId" emptyText="—" />
        <TextField source="note" emptyText="—" />
        <FunctionField
          label="resources.payments.fields.receiptFileId"
          render={(r: { receiptFileId: number | null }) => (r.receiptFileId ? `Archivo ${r.receiptFileId}` : '—')}
        />
      </SimpleShowLayout>
    </Show>
  );
}

export const payments = { list: PaymentList, show: PaymentShow };
