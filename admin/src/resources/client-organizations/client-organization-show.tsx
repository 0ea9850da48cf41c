import {
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { organizationStatusChoices } from './organization-choices';

function ShowActions() {
  const { canAccess } = useCanAccess({ resource: 'client-organizations', action: 'edit' });
  return <TopToolbar>{canAccess && <EditButton label="Editar" />}</TopToolbar>;
}

/** "Nueva póliza" for this company (policy:create). */
function NewPolicyButton() {
  const record = useRecordContext<{ id: number }>();
  const { canAccess } = useCanAccess({ resource: 'policies', action: 'create' });
  if (!record || !canAccess) return null;
  return (
    <CreateButton resource="policies" label="Nueva póliza" state={{ record: { clientOrganizationId: record.id } }} />
  );
}

export function ClientOrganizationShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" label="Razón social" />
        <TextField source="rut" />
        <SelectField source="status" choices={organizationStatusChoices} />
        <TextField source="groupCode" label="Grupo (holding)" emptyText="—" />
        <TextField source="street" emptyText="—" />
        <TextField source="city" />
        <TextField source="region" />
        <TextField source="country" />
        <TextField source="zip" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <ReferenceManyField
          reference="policies"
          target="clientOrganizationId"
          label="Pólizas"
          sort={{ field: 'id', order: 'DESC' }}
        >
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>Sin pólizas.</span>}>
            <TextField source="number" label="N° póliza" />
            <TextField source="productName" label="Producto" emptyText="—" />
            <TextField source="statusLabel" label="Estado" />
            <DateField source="startDate" label="Inicio" locales="es-CL" options={{ timeZone: 'UTC' }} />
          </Datagrid>
        </ReferenceManyField>
        <NewPolicyButton />
      </SimpleShowLayout>
    </Show>
  );
}
