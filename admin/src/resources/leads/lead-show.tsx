import {
  ArrayField,
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Typography } from '@mui/material';
import { AssignButton } from './assign-button';

function LeadShowActions() {
  return (
    <TopToolbar>
      <AssignButton />
      <EditButton label="resources.leads.actions.changeStatus" />
    </TopToolbar>
  );
}

const json = (value: unknown) =>
  value == null ? '—' : <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>;

export function LeadShow() {
  return (
    <Show actions={<LeadShowActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="createdAt" showTime locales="es-CL" />
        <TextField source="nombre" />
        <TextField source="rut" emptyText="—" />
        <TextField source="email" />
        <TextField source="telefono" emptyText="—" />
        <TextField source="product.name" emptyText="—" />
        <TextField source="statusLabel" />
        <TextField source="subStatusLabel" emptyText="—" />
        <TextField source="executive.name" emptyText="Sin asignar" />
        <TextField source="contactConsent.channelLabel" emptyText="—" />
        <TextField source="contactConsent.preferredTimeLabel" emptyText="—" />
        <TextField source="origin" emptyText="—" />
        <Typography variant="h6">Perfil</Typography>
        <FunctionField label="resources.leads.fields.profile" render={(record) => json(record.profile)} />
        <Typography variant="h6">Atribución</Typography>
        <ArrayField source="attribution">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="referrer" label="resources.leads.labels.attributionReferrer" />
            <DateField source="date" showTime locales="es-CL" />
          </Datagrid>
        </ArrayField>
        <Labeled label="resources.leads.fields.referrer">
          <FunctionField render={(record) => json(record.referrer)} />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
