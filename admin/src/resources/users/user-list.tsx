import { Chip, Stack } from '@mui/material';
import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { userStatusChoices } from './user-status';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o correo" />,
  <SelectInput key="status" source="status" choices={userStatusChoices} alwaysOn />,
  <TextInput key="role" source="role" />,
];

export function RoleChips({ roles }: { roles: string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} label={role} size="small" />
      ))}
    </Stack>
  );
}

export function UserList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <FunctionField
          label="resources.users.labels.roles"
          render={(record: { roles: string[] }) => <RoleChips roles={record.roles} />}
        />
        <TextField source="status" />
        <DateField source="lastLoginAt" showTime locales="es-CL" emptyText="Nunca" />
      </Datagrid>
    </List>
  );
}
