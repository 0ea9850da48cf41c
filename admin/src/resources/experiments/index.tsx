import { Datagrid, List, NumberField, TextField, TextInput } from 'react-admin';

const filters = [<TextInput key="partner" source="partner" alwaysOn />];

const rate = (source: string, label: string) => (
  <NumberField source={source} label={label} options={{ maximumFractionDigits: 1 }} emptyText="—" />
);

/**
 * Conversion per variant (issue 14): for each experiment and variant, the visitors who saw it, their leads
 * and online sales (started, completed) and the rates per 100 visitors; internal traffic left out. An
 * ADMIN_PARTNER sees only its own partners' figures (the server filters).
 */
function ExperimentList() {
  return (
    <List filters={filters} exporter={false} pagination={false} title="Experimentos: conversión por variante">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="experiment" />
        <TextField source="variant" />
        <NumberField source="visitors" />
        <NumberField source="leads" />
        {rate('leadRate', 'Solicitudes por 100')}
        <NumberField source="salesStarted" />
        <NumberField source="salesCompleted" />
        {rate('saleRate', 'Ventas por 100')}
      </Datagrid>
    </List>
  );
}

export const experiments = { list: ExperimentList };
