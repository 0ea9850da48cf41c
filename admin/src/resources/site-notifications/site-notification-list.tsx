import { isPublished } from '@domain/content/domain/site-notification';
import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Título" />];

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'site-notifications', action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton label="resources.site-notifications.labels.create" />}</TopToolbar>;
}

interface Row {
  id: number;
  publishFrom: string;
  publishUntil: string | null;
}

/** The bell's messages, with whether each shows now (the same window rule the public call applies). */
export function SiteNotificationList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'site-notifications', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'site-notifications', action: 'delete' });
  return (
    <List filters={filters} sort={{ field: 'publishFrom', order: 'DESC' }} exporter={false} actions={<Actions />}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="title" />
        <DateField source="publishFrom" showTime locales="es-CL" />
        <DateField source="publishUntil" showTime locales="es-CL" emptyText="—" />
        <FunctionField<Row>
          label="resources.site-notifications.labels.state"
          render={(record) =>
            translate(
              isPublished(record, new Date())
                ? 'resources.site-notifications.labels.live'
                : 'resources.site-notifications.labels.hidden',
            )
          }
        />
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  );
}
