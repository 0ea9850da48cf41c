import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
} from 'react-admin';
import { ALERT_REASONS, ALERT_STATUSES, SAVED_SEARCH_KINDS } from '../saved-searches/choices';
import { CustomerActions } from './customer-actions';

interface Money {
  premium?: { amount: string; currency: string };
  amount?: { amount: string; currency: string };
}

const money = (value: { amount: string; currency: string } | undefined) =>
  value ? `${value.amount} ${value.currency}` : '—';

/** One customer: policies, payment periods, saved searches and alerts sent (customer:read). */
export function CustomerShow() {
  return (
    <Show actions={<CustomerActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.customers.tabs.policies">
          <TextField source="email" />
          <ArrayField source="policies">
            <Datagrid bulkActionButtons={false} rowClick={(id) => `/policies/${id}/show`}>
              <TextField source="number" />
              <TextField source="productName" emptyText="—" />
              <TextField source="insurerName" emptyText="—" />
              <TextField source="statusLabel" />
              <TextField source="startDate" />
              <TextField source="endDate" emptyText="—" />
              <FunctionField<Money> source="premium" render={(record) => money(record.premium)} />
              <TextField source="periodicityLabel" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.payments">
          <ArrayField source="payments">
            <Datagrid bulkActionButtons={false}>
              <TextField source="policyNumber" />
              <NumberField source="seq" />
              <TextField source="dueDate" />
              <FunctionField<Money> source="amount" render={(record) => money(record.amount)} />
              <NumberField source="amountClp" locales="es-CL" emptyText="—" />
              <NumberField source="paidClp" locales="es-CL" />
              <TextField source="statusLabel" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.savedSearches">
          <DateField source="alertsConsentWithdrawnAt" showTime locales="es-CL" emptyText="—" />
          <ArrayField source="savedSearches">
            <Datagrid bulkActionButtons={false} rowClick={(id) => `/saved-searches/${id}/show`}>
              <TextField source="id" />
              <SelectField source="kind" choices={SAVED_SEARCH_KINDS} />
              <TextField source="productCode" emptyText="—" />
              <DateField source="createdAt" showTime locales="es-CL" />
              <NumberField source="alertsSent" />
              <DateField source="deletedAt" showTime locales="es-CL" emptyText="—" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.alerts">
          <ArrayField source="alerts">
            <Datagrid bulkActionButtons={false}>
              <DateField source="createdAt" showTime locales="es-CL" />
              <SelectField source="reason" choices={ALERT_REASONS} />
              <TextField source="details.productName" emptyText="—" />
              <SelectField source="status" choices={ALERT_STATUSES} />
              <DateField source="sentAt" showTime locales="es-CL" emptyText="—" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
