import { Datagrid, DateField, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { countryChoices } from '../organizations/organization-types';
import { ALERT_REASONS, ALERT_STATUSES } from '../saved-searches/choices';

const filters = [
  <TextInput key="email" source="email" alwaysOn label="resources.price-alerts.labels.emailFilter" />,
  // The edition of the alert's saved search (issue 27), as on the organizations and products lists.
  <SelectInput key="countryCode" source="countryCode" choices={countryChoices} alwaysOn />,
];

/** The alerts the job decided: sent, or skipped (weekly limit, consent withdrawn) (saved-search:read). */
export function PriceAlertList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="savedSearchId" emptyText="—" />
        <SelectField source="reason" choices={ALERT_REASONS} />
        <SelectField source="countryCode" choices={countryChoices} sortable={false} />
        <SelectField source="status" choices={ALERT_STATUSES} />
        <DateField source="createdAt" showTime locales="es-CL" />
        <DateField source="sentAt" showTime locales="es-CL" emptyText="—" />
      </Datagrid>
    </List>
  );
}
