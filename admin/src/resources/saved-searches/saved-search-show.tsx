import {
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { ALERT_REASONS, ALERT_STATUSES, SAVED_SEARCH_KINDS } from './choices';

interface Row {
  profile: Record<string, unknown>;
  filters: Record<string, unknown>;
}

const json = (value: unknown) => (
  <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>
);

/** One saved search: who, the consent (time and text version), the profile and filters, and its alerts. */
export function SavedSearchShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="email" />
        <SelectField source="kind" choices={SAVED_SEARCH_KINDS} />
        <TextField source="productCode" emptyText="—" />
        <TextField source="consentVersion" />
        <DateField source="consentAt" showTime locales="es-CL" />
        <DateField source="consentWithdrawnAt" showTime locales="es-CL" emptyText="—" />
        <DateField source="createdAt" showTime locales="es-CL" />
        <DateField source="checkedAt" showTime locales="es-CL" emptyText="—" />
        <DateField source="deletedAt" showTime locales="es-CL" emptyText="—" />
        <NumberField source="alertsSent" />
        <FunctionField<Row> source="profile" render={(record) => json(record.profile)} />
        <FunctionField<Row> source="filters" render={(record) => json(record.filters)} />
        <Labeled label="resources.saved-searches.labels.alerts">
          <ReferenceManyField reference="price-alerts" target="savedSearchId" sort={{ field: 'id', order: 'DESC' }}>
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <DateField source="createdAt" showTime locales="es-CL" />
              <SelectField source="reason" choices={ALERT_REASONS} />
              <SelectField source="status" choices={ALERT_STATUSES} />
              <DateField source="sentAt" showTime locales="es-CL" emptyText="—" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
