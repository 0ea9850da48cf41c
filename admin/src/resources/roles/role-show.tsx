import { FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { RoleChips } from '../users/user-list';

export function RoleShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <NumberField source="userCount" />
        <FunctionField
          label="resources.roles.labels.permissions"
          render={(record: { permissions: string[] }) => <RoleChips roles={record.permissions} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}
