import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { kindChoices } from './kinds';
import { PurgeCacheButton } from './purge-cache-button';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Título o dirección" />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <NullableBooleanInput key="published" source="published" />,
];

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'content-pages', action: 'create' });
  return (
    <TopToolbar>
      <PurgeCacheButton />
      {canAccess && <CreateButton label="resources.content-pages.labels.create" />}
    </TopToolbar>
  );
}

export function ContentPageList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'content-pages', action: 'edit' });
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} exporter={false} actions={<Actions />}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <SelectField source="kind" choices={kindChoices} />
        <TextField source="area" label="resources.content-pages.labels.area" emptyText="—" />
        <TextField source="slug" />
        <TextField source="title" />
        <BooleanField source="published" />
        <DateField source="updatedAt" showTime locales="es-CL" />
      </Datagrid>
    </List>
  );
}
