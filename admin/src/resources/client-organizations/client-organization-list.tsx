import {
  CreateButton,
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { organizationStatusChoices } from './organization-choices';

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'client-organizations', action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton label="resources.client-organizations.actions.create" />}</TopToolbar>;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o RUT" />,
  <SelectInput key="status" source="status" choices={organizationStatusChoices} alwaysOn />,
];

/** Client companies (distinct from the catalogue's insurers); a client user sees only its own (or its group). */
export function ClientOrganizationList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      actions={<ListActions />}
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="resources.client-organizations.labels.company" />
        <TextField source="rut" />
        <SelectField source="status" choices={organizationStatusChoices} />
        <TextField
          source="groupCode"
          label="resources.client-organizations.labels.group"
          emptyText="—"
          sortable={false}
        />
        <TextField source="region" sortable={false} />
        <NumberField source="policyCount" sortable={false} />
      </Datagrid>
    </List>
  );
}
