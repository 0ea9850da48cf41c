import {
  CreateButton,
  Datagrid,
  DateField,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { countryChoices } from '../organizations/organization-types';
import { ticketStatusChoices } from './ticket-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Asunto, nombre o correo" />,
  <SelectInput key="status" source="status" choices={ticketStatusChoices} alwaysOn />,
  // The edition the ticket was opened on (issue 27), as on the organizations and products lists.
  <SelectInput key="countryCode" source="countryCode" choices={countryChoices} alwaysOn />,
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
        <SelectField source="countryCode" choices={countryChoices} sortable={false} />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
