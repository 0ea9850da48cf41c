import { Box, Typography } from '@mui/material';
import { CheckboxGroupInput, Edit, SaveButton, SimpleForm, TextField, Toolbar, useGetList } from 'react-admin';

/** A role's permission strings, grouped by resource (role:update). Effective at the users' next request. */
export function RoleEdit() {
  const { data = [] } = useGetList<{ id: string; resource: string }>('permissions', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const resources = [...new Set(data.map((permission) => permission.resource))];
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(record: { permissions: string[] }) => ({ permissions: record.permissions })}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="name" variant="h6" />
        <Typography variant="body2" color="text.secondary">
          Los cambios se aplican de inmediato: las sesiones abiertas de sus usuarios se renuevan con los nuevos permisos
          en su próxima acción.
        </Typography>
        {resources.map((resource) => (
          <Box key={resource} sx={{ width: '100%' }}>
            <CheckboxGroupInput
              source="permissions"
              label={resource}
              choices={data
                .filter((permission) => permission.resource === resource)
                .map((permission) => ({ id: permission.id, name: permission.id.split(':')[1] }))}
              helperText={false}
            />
          </Box>
        ))}
      </SimpleForm>
    </Edit>
  );
}
