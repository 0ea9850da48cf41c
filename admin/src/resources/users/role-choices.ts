import { useGetList } from 'react-admin';

/** Role names as choices (users hold role names; roles are listed by holders of role:read or user:read). */
export function useRoleChoices() {
  const { data = [], isPending } = useGetList<{ id: number; name: string }>('roles', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return { choices: data.map((role) => ({ id: role.name, name: role.name })), isPending };
}
