import {
  Create,
  PasswordInput,
  SelectArrayInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useRoleChoices } from './role-choices';

/**
 * New user. Without a password the server generates a one-time password, answered once: it is shown here
 * (persistent notice) for the admin to hand over; the user must change it at the first login.
 */
export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const { choices, isPending } = useRoleChoices();
  return (
    <Create
      mutationOptions={{
        onSuccess: (data: { id: number; email: string; oneTimePassword?: string }) => {
          notify(
            data.oneTimePassword
              ? 'resources.users.notifications.createdWithPassword'
              : 'resources.users.notifications.created',
            {
              type: 'success',
              autoHideDuration: data.oneTimePassword ? null : 5000,
              messageArgs: { email: data.email, password: data.oneTimePassword },
            },
          );
          redirect('list', 'users');
        },
      }}
    >
      <SimpleForm>
        <TextInput source="email" validate={[required(), email()]} fullWidth />
        <TextInput source="name" validate={required()} fullWidth />
        <SelectArrayInput source="roles" choices={choices} isPending={isPending} validate={required()} fullWidth />
        <PasswordInput source="password" helperText="Si la dejas vacía se genera una de un solo uso." fullWidth />
      </SimpleForm>
    </Create>
  );
}
