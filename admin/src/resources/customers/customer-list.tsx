import { Datagrid, DateField, List, NumberField, TextField, TextInput } from 'react-admin';

const filters = [<TextInput key="email" source="email" alwaysOn label="resources.customers.labels.emailFilter" />];

/** Portal Personas customers: the accounts that bought on the site (customer:read). */
export function CustomerList() {
  return (
    <List filters={filters} sort={{ field: 'lastPurchaseAt', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <NumberField source="purchases" />
        <DateField source="lastPurchaseAt" showTime locales="es-CL" />
      </Datagrid>
    </List>
  );
}
