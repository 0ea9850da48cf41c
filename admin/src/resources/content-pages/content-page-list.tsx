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

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Título o dirección" />,
  <SelectInput key="kind" source="kind" label="Tipo" choices={kindChoices} alwaysOn />,
  <NullableBooleanInput key="published" source="published" label="Publicada" />,
];

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'content-pages', action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton label="Nueva página" />}</TopToolbar>;
}

export function ContentPageList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'content-pages', action: 'edit' });
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} exporter={false} actions={<Actions />}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <SelectField source="kind" label="Tipo" choices={kindChoices} />
        <TextField source="area" label="Área" emptyText="—" />
        <TextField source="slug" label="Dirección" />
        <TextField source="title" label="Título" />
        <BooleanField source="published" label="Publicada" />
        <DateField source="updatedAt" label="Actualizada" showTime locales="es-CL" />
      </Datagrid>
    </List>
  );
}
