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
        <TextField source="productCode" label="Código" />
        <TextField source="displayName" label="Nombre visible" />
        <TextField source="productName" label="Nombre interno" />
        <TextField source="organizationName" label="Organización" />
        <TextField source="insuranceTypeName" label="Tipo de seguro" />
        <SelectField source="salesChannel" label="Canal de venta" choices={salesChannelChoices} />
        <BooleanField source="isPromoted" label="Destacado" />
        <BooleanField source="exclusive" label="Exclusivo" />
        <BooleanField source="active" label="Activo (publicado)" />
        <NumberField source="minPrice" label="Precio mínimo" emptyText="Sin precio" locales="es-CL" />
        <TextField source="priceUnit" label="Unidad" />
        <NumberField source="requestCount" label="Solicitudes" />
        <BooleanField source="sample" label="Dato de ejemplo" />
      </SimpleShowLayout>
    </Show>
  );
}
