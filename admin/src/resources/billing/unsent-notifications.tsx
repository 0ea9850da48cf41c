import { Button } from '@mui/material';
import {
  Datagrid,
  DateField,
  List,
  NumberField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { billingAction } from './billing-api';

const statusChoices = [
  { id: 'PENDING', name: 'Pendiente' },
  { id: 'RETRY_REQUESTED', name: 'Reintento solicitado' },
  { id: 'SENT', name: 'Enviada' },
  { id: 'DISCARDED', name: 'Descartada' },
];

function StatusButtons() {
  const record = useRecordContext<{ id: number; status: string }>();
  const { canAccess } = useCanAccess({ resource: 'unsent-notifications', action: 'update-status' });
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !canAccess || record.status === 'SENT') return null;
  const set = (status: 'RETRY_REQUESTED' | 'DISCARDED') =>
    billingAction(`/unsent-notifications/${record.id}/status`, 'PUT', { status })
      .then(() => {
        notify(
          status === 'RETRY_REQUESTED'
            ? 'resources.unsent-notifications.notifications.retrying'
            : 'resources.unsent-notifications.notifications.discarded',
          { type: 'success' },
        );
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <>
      <Button
        onClick={(event) => {
          event.stopPropagation();
          void set('RETRY_REQUESTED');
        }}
      >
        Reintentar
      </Button>
      <Button
        onClick={(event) => {
          event.stopPropagation();
          void set('DISCARDED');
        }}
      >
        Descartar
      </Button>
    </>
  );
}

export function UnsentList() {
  return (
    <List
      filters={[<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      title="Notificaciones no enviadas"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime locales="es-CL" />
        <TextField source="organizationName" emptyText="—" sortable={false} />
        <TextField source="toAddress" emptyText="(sin correo)" sortable={false} />
        <TextField source="subject" sortable={false} />
        <TextField source="reason" sortable={false} />
        <SelectField source="status" choices={statusChoices} />
        <StatusButtons />
      </Datagrid>
    </List>
  );
}

export function UnsentShow() {
  return (
    <Show
      title="Notificación no enviada"
      actions={
        <TopToolbar>
          <StatusButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="toAddress" emptyText="(sin correo)" />
        <TextField source="reason" />
        <SelectField source="status" choices={statusChoices} />
        <NumberField source="attempts" />
        <NumberField source="periodId" />
      </SimpleShowLayout>
    </Show>
  );
}

export const unsentNotifications = { list: UnsentList, show: UnsentShow };
