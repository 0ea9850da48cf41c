import {
  Create,
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

/** The stored UF values, newest first, with where each came from (the feed or a person). */
function UfRateList() {
  return (
    <List exporter={false} sort={{ field: 'date', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="date" options={{ timeZone: 'UTC' }} />
        <NumberField source="value" options={{ maximumFractionDigits: 2 }} />
        <TextField source="source" />
      </Datagrid>
    </List>
  );
}

/** The last fallback: the UF of a day the feed has not delivered, entered once (the server refuses a second). */
function UfRateCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <DateInput source="date" validate={required()} />
        <TextInput source="value" validate={required()} helperText="resources.uf-rates.labels.valueHelp" />
      </SimpleForm>
    </Create>
  );
}

export const ufRates = { list: UfRateList, create: UfRateCreate };
