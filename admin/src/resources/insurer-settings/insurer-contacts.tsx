import {
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  email,
  maxLength,
  minLength,
  ReferenceManyField,
  required,
  SimpleForm,
  TextField,
  TextInput,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { Button, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

const backToInsurer = (_resource?: string, _id?: unknown, data?: Record<string, unknown>) =>
  data?.insurerId ? `insurer-settings/${String(data.insurerId)}` : 'insurer-settings';

function ContactForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), minLength(2), maxLength(120)]} />
      <TextInput source="position" validate={maxLength(120)} />
      <TextInput source="email" type="email" validate={email('Correo inválido.')} />
      <TextInput source="phone" validate={maxLength(30)} />
    </SimpleForm>
  );
}

/** A new contact of an insurer (insurer:create-contact); the insurer comes in the address. */
export function InsurerContactCreate() {
  const [params] = useSearchParams();
  const insurerId = Number(params.get('insurerId')) || undefined;
  return (
    <Create
      title="Nuevo contacto de la aseguradora"
      redirect={backToInsurer}
      transform={(data: Record<string, unknown>) => ({ ...data, insurerId })}
    >
      <ContactForm />
    </Create>
  );
}

/** Editing an insurer's contact (insurer:update-contact). */
export function InsurerContactEdit() {
  return (
    <Edit title="Contacto de la aseguradora" mutationMode="pessimistic" redirect={backToInsurer}>
      <ContactForm />
    </Edit>
  );
}

/** The contacts of the insurer in context (insurer:read-contact), with add, edit and delete by permission. */
export function InsurerContacts() {
  const insurer = useRecordContext<{ id: number }>();
  const { canAccess: canRead } = useCanAccess({ resource: 'insurer-contacts', action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'insurer-contacts', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'insurer-contacts', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'insurer-contacts', action: 'delete' });
  if (!insurer || !canRead) return null;
  return (
    <>
      <Typography variant="h6" sx={{ mt: 3 }}>
        Contactos
      </Typography>
      <ReferenceManyField reference="insurer-contacts" target="insurerId" sort={{ field: 'name', order: 'ASC' }}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Sin contactos.</span>}>
          <TextField source="name" />
          <TextField source="position" emptyText="—" />
          <TextField source="email" emptyText="—" />
          <TextField source="phone" emptyText="—" />
          {canEdit && <EditButton />}
          {canDelete && (
            <DeleteButton
              mutationMode="pessimistic"
              redirect={false}
              confirmTitle="Eliminar contacto"
              confirmContent="¿Eliminar este contacto de la aseguradora?"
            />
          )}
        </Datagrid>
      </ReferenceManyField>
      {canCreate && (
        <Button
          size="small"
          startIcon={<PersonAddIcon />}
          component={Link}
          to={`/insurer-contacts/create?insurerId=${insurer.id}`}
        >
          Agregar contacto
        </Button>
      )}
    </>
  );
}
