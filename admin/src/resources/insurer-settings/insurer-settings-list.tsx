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
        <TextField source="insurerName" label="Aseguradora" sortable={false} />
        <NumberField source="cuttingDay" label="Día de corte" sortable={false} />
        <NumberField source="retroactiveDays" label="Días de retroactividad" sortable={false} />
        <NumberField source="requestDays" label="Días de solicitud" sortable={false} />
        <DateField
          source="nextOperationDate"
          label="Próxima operación"
          locales="es-CL"
          options={{ timeZone: 'UTC' }}
          sortable={false}
        />
        <BooleanField source="customized" label="Configurada" sortable={false} />
      </Datagrid>
    </List>
  );
}
