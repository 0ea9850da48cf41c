import BusinessIcon from '@mui/icons-material/Business';
import { Datagrid, List, NumberField, SearchInput, Show, SimpleShowLayout, TextField } from 'react-admin';

function ClientOrganizationList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Nombre o RUT" />]}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="Empresa" />
        <TextField source="rut" label="RUT" />
        <TextField source="status" label="Estado" />
        <TextField source="region" label="Región" sortable={false} />
        <NumberField source="policyCount" label="Pólizas" sortable={false} />
      </Datagrid>
    </List>
  );
}

function ClientOrganizationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" label="Empresa" />
        <TextField source="rut" label="RUT" />
        <TextField source="status" label="Estado" />
        <TextField source="street" label="Dirección" emptyText="—" />
        <TextField source="city" label="Ciudad" />
        <TextField source="region" label="Región" />
        <TextField source="country" label="País" />
        <TextField source="email" label="Correo" emptyText="—" />
        <TextField source="phone" label="Teléfono" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

export const clientOrganizations = { list: ClientOrganizationList, show: ClientOrganizationShow, icon: BusinessIcon };
