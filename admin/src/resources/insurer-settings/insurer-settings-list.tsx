import { BooleanField, Datagrid, DateField, List, NumberField, SearchInput, TextField } from 'react-admin';

/** Every insurer of the catalogue with its calendar settings and its next-operation date (insurer:read). */
export function InsurerSettingsList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Aseguradora" />]}
      sort={{ field: 'insurerName', order: 'ASC' }}
      exporter={false}
      title="Aseguradoras: configuración"
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="insurerName" sortable={false} />
        <NumberField source="cuttingDay" sortable={false} />
        <NumberField source="retroactiveDays" sortable={false} />
        <NumberField source="requestDays" sortable={false} />
        <DateField source="nextOperationDate" locales="es-CL" options={{ timeZone: 'UTC' }} sortable={false} />
        <BooleanField source="customized" sortable={false} />
      </Datagrid>
    </List>
  );
}
