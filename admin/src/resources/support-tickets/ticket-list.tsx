import {
  CreateButton,
  Datagrid,
  DateField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { ticketStatusChoices } from './ticket-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Asunto, nombre o correo" />,
  <SelectInput key="status" source="status" choices={ticketStatusChoices} alwaysOn />,
  <ReferenceInput key="assigneeId" source="assigneeId" reference="support-agents">
    <SelectInput optionText="name" label="resources.support-tickets.fields.assigneeName" />
  </ReferenceInput>,
];

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'support-tickets', action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton />}</TopToolbar>;
}

/** The support tickets, newest first, by status and by who works them. */
export function TicketList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'support-tickets', action: 'edit' });
  return (
    <List exporter={false} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="id" label="app.labels.n" />
        <TextField source="subject" />
        <TextField source="requesterName" sortable={false} />
        <TextField source="statusLabel" sortBy="status" />
        <TextField source="assigneeName" emptyText="Sin asignar" />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
