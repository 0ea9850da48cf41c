import {
  BooleanField,
  EditButton,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { salesChannelChoices } from './sales-channel-choices';

/** EditButton hides itself without product:update (authProvider.canAccess). */
function ProductShowActions() {
  return (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  );
}

export function ProductShow() {
  return (
    <Show actions={<ProductShowActions />}>
      <SimpleShowLayout>
        <TextField source="productCode" />
        <TextField source="displayName" />
        <TextField source="productName" />
        <TextField source="organizationName" />
        <TextField source="insuranceTypeName" />
        <SelectField source="salesChannel" choices={salesChannelChoices} />
        <BooleanField source="isPromoted" />
        <BooleanField source="exclusive" />
        <BooleanField source="active" />
        <NumberField source="minPrice" emptyText="Sin precio" locales="es-CL" />
        <TextField source="priceUnit" />
        <NumberField source="requestCount" />
        <BooleanField source="sample" />
      </SimpleShowLayout>
    </Show>
  );
}
