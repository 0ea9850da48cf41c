import {
  Edit,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { useRoleChoices } from './role-choices';
import { userStatusChoices } from './user-status';

/** Rename, enable/disable (Activo/Inactivo) and assign roles (user:update). Users are never deleted. */
export function UserEdit() {
  const { choices, isPending } = useRoleChoices();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(data: { name: string; status: string; roles: string[]; bookingUrl?: string | null }) => ({
        name: data.name,
        status: data.status,
        roles: data.roles,
        bookingUrl: data.bookingUrl ?? null,
      })}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="email" />
        <TextInput source="name" validate={required()} fullWidth />
        <SelectInput source="status" choices={userStatusChoices} validate={required()} />
        <SelectArrayInput source="roles" choices={choices} isPending={isPending} fullWidth />
        {/* Staff with a booking link are the advisors GET /api/calendly/getUserRandom draws from. */}
        <TextInput
          source="bookingUrl"
          label="app.labels.enlaceDeAgendaHttps"
          helperText="Si se indica, el sitio ofrece este enlace para agendar una llamada con el asesor."
          fullWidth
        />
      </SimpleForm>
    </Edit>
  );
}
