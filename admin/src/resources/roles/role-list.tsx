import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField, useCanAccess } from 'react-admin';

export function RoleList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'roles', action: 'edit' });
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="name" />
        <NumberField source="userCount" />
        <FunctionField
          label="resources.roles.labels.permissions"
          render={(record: { permissions: string[] }) => record.permissions.length}
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}
