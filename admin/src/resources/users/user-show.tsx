import { DateField, EmailField, FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { RoleChips } from './user-list';

export function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="status" />
        <FunctionField
          label="resources.users.labels.roles"
          render={(record: { roles: string[] }) => <RoleChips roles={record.roles} />}
        />
        <DateField source="lastLoginAt" showTime locales="es-CL" emptyText="Nunca" />
        <DateField source="passwordChangedAt" showTime locales="es-CL" />
        <DateField source="createdAt" showTime locales="es-CL" />
      </SimpleShowLayout>
    </Show>
  );
}
