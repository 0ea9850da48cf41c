import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { linesFormat, linesParse } from '../partners/list-text';

const isExperiment = (key: unknown) => ['TESTABCLUSTER', 'TESTWHYWEFORM', 'DISTANCETEST'].includes(String(key));

/** The values as text, and as text they are sent (the server keeps texts, numbers and true/false). */
const toBody = (data: Record<string, unknown>) => ({
  key: data.key,
  enabled: data.enabled,
  description: data.description ?? '',
  defaultValue: data.defaultValue ?? null,
  variants: Array.isArray(data.variants) ? data.variants.map((v) => String(v).trim()).filter(Boolean) : [],
});

function FlagList() {
  return (
    <List exporter={false} pagination={false} sort={{ field: 'key', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="key" />
        <BooleanField source="enabled" label="resources.feature-flags.labels.enabled" />
        <TextField source="description" />
        <TextField source="defaultValue" />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}

function FlagForm({ creating = false }: { creating?: boolean }) {
  const record = useRecordContext();
  return (
    <SimpleForm>
      <TextInput source="key" validate={required()} disabled={!creating} />
      <BooleanInput source="enabled" label="resources.feature-flags.labels.enabledInput" />
      <TextInput source="description" fullWidth />
      <TextInput source="defaultValue" />
      <TextInput
        source="variants"
        helperText="Los tres experimentos mantienen sus variantes fijas (50/50)"
        format={linesFormat}
        parse={linesParse}
        multiline
        fullWidth
        disabled={isExperiment(record?.key)}
      />
    </SimpleForm>
  );
}

/** The database flag service's flags (spec 02 §7), for whoever runs the partner programme (partner:create). */
export const featureFlags = {
  list: FlagList,
  edit: () => (
    <Edit mutationMode="pessimistic" transform={toBody}>
      <FlagForm />
    </Edit>
  ),
  create: () => (
    <Create redirect="list" transform={toBody}>
      <FlagForm creating />
    </Create>
  ),
};
