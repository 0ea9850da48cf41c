import {
  ArrayField,
  Datagrid,
  DateField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { ALERT_REASONS, ALERT_STATUSES } from '../saved-searches/choices';

/** One alert: why, its status, and the three alternatives priced for the saved profile. */
export function PriceAlertShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="email" />
        <ReferenceField source="savedSearchId" reference="saved-searches" link="show" emptyText="—" />
        <SelectField source="reason" choices={ALERT_REASONS} />
        <SelectField source="status" choices={ALERT_STATUSES} />
        <TextField source="details.productName" emptyText="—" />
        <DateField source="createdAt" showTime locales="es-CL" />
        <DateField source="sentAt" showTime locales="es-CL" emptyText="—" />
        <ArrayField source="alternatives">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="displayName" />
            <TextField source="organizationName" />
            <TextField source="priceText" />
            <TextField source="productCode" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
