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
  return <TopToolbar>{canAccess && <EditButton />}</TopToolbar>;
}

/** "Nueva póliza" for this company (policy:create). */
function NewPolicyButton() {
  const record = useRecordContext<{ id: number }>();
  const { canAccess } = useCanAccess({ resource: 'policies', action: 'create' });
  if (!record || !canAccess) return null;
  return (
    <CreateButton
      resource="policies"
      label="resources.policies.actions.create"
      state={{ record: { clientOrganizationId: record.id } }}
    />
  );
}

export function ClientOrganizationShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="rut" />
        <SelectField source="status" choices={organizationStatusChoices} />
        <TextField source="groupCode" emptyText="—" />
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
          label="resources.client-organizations.fields.policies"
          sort={{ field: 'id', order: 'DESC' }}
        >
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>Sin pólizas.</span>}>
            <TextField source="number" />
            <TextField source="productName" emptyText="—" />
            <TextField source="statusLabel" />
            <DateField source="startDate" locales="es-CL" options={{ timeZone: 'UTC' }} />
          </Datagrid>
        </ReferenceManyField>
        <NewPolicyButton />
      </SimpleShowLayout>
    </Show>
  );
}
