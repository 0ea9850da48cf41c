import { DateField, EmailField, FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { RoleChips } from './user-list';

export function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" label="Nombre" />
        <EmailField source="email" label="Correo" />
        <TextField source="status" label="Estado" />
        <FunctionField label="Roles" render={(record: { roles: string[] }) => <RoleChips roles={record.roles} />} />
        <DateField source="lastLoginAt" label="Último ingreso" showTime locales="es-CL" emptyText="Nunca" />
        <DateField source="passwordChangedAt" label="Contraseña cambiada" showTime locales="es-CL" />
        <DateField source="createdAt" label="Creado" showTime locales="es-CL" />
      </SimpleShowLayout>
    </Show>
  );
}
