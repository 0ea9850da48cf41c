import { Datagrid, DateField, List, SelectField, TextField, TextInput } from 'react-admin';
import { ALERT_REASONS, ALERT_STATUSES } from '../saved-searches/choices';

const filters = [<TextInput key="email" source="email" alwaysOn label="resources.price-alerts.labels.emailFilter" />];

/** The alerts the job decided: sent, or skipped (weekly limit, consent withdrawn) (saved-search:read). */
export function PriceAlertList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="savedSearchId" emptyText="—" />
        <SelectField source="reason" choices={ALERT_REASONS} />
        <SelectField source="status" choices={ALERT_STATUSES} />
        <DateField source="createdAt" showTime locales="es-CL" />
        <DateField source="sentAt" showTime locales="es-CL" emptyText="—" />
      </Datagrid>
    </List>
  );
}
