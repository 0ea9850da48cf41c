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
      <EditButton label="Cambiar estado" />
    </TopToolbar>
  );
}

const json = (value: unknown) =>
  value == null ? '—' : <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>;

export function LeadShow() {
  return (
    <Show actions={<LeadShowActions />}>
      <SimpleShowLayout>
        <TextField source="id" label="N°" />
        <DateField source="createdAt" label="Fecha" showTime locales="es-CL" />
        <TextField source="nombre" label="Nombre" />
        <TextField source="rut" label="RUT" emptyText="—" />
        <TextField source="email" label="Correo" />
        <TextField source="telefono" label="Teléfono" emptyText="—" />
        <TextField source="product.name" label="Producto" emptyText="—" />
        <TextField source="statusLabel" label="Estado" />
        <TextField source="subStatusLabel" label="Subestado" emptyText="—" />
        <TextField source="executive.name" label="Ejecutivo" emptyText="Sin asignar" />
        <TextField source="contactConsent.channelLabel" label="Canal de contacto" emptyText="—" />
        <TextField source="contactConsent.preferredTimeLabel" label="Horario preferido" emptyText="—" />
        <TextField source="origin" label="Origen" emptyText="—" />
        <Typography variant="h6">Perfil</Typography>
        <FunctionField label="Perfil al solicitar" render={(record) => json(record.profile)} />
        <Typography variant="h6">Atribución</Typography>
        <ArrayField source="attribution" label="Visitas">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="referrer" label="Referente" />
            <DateField source="date" label="Fecha" showTime locales="es-CL" />
          </Datagrid>
        </ArrayField>
        <Labeled label="Referidor">
          <FunctionField render={(record) => json(record.referrer)} />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
