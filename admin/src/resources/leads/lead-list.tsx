import {
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { statusChoices } from './lead-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre, correo o RUT" />,
  <SelectInput key="status" source="status" label="Estado" choices={statusChoices} alwaysOn />,
  <DateInput key="from" source="from" label="Desde" />,
  <DateInput key="to" source="to" label="Hasta" />,
  <TextInput key="productId" source="productId" label="Producto (id)" />,
  <ReferenceInput key="executiveId" source="executiveId" reference="executives" label="Ejecutivo">
    <SelectInput optionText="name" label="Ejecutivo" />
  </ReferenceInput>,
];

export function LeadList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={20} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" label="N°" />
        <DateField source="createdAt" label="Fecha" showTime locales="es-CL" />
        <TextField source="nombre" label="Nombre" />
        <TextField source="email" label="Correo" />
        <TextField source="product.name" label="Producto" sortable={false} />
        <TextField source="statusLabel" label="Estado" sortBy="status" />
        <TextField source="subStatusLabel" label="Subestado" sortable={false} />
        <TextField source="executive.name" label="Ejecutivo" sortBy="executiveId" emptyText="Sin asignar" />
      </Datagrid>
    </List>
  );
}
