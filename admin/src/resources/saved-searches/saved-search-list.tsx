import {
  Datagrid,
  DateField,
  DeleteButton,
  List,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { countryChoices } from '../organizations/organization-types';
import { SAVED_SEARCH_KINDS } from './choices';

const filters = [
  <TextInput key="email" source="email" alwaysOn label="resources.saved-searches.labels.emailFilter" />,
  // The edition the search was saved on (issue 27), as on the organizations and products lists.
  <SelectInput key="countryCode" source="countryCode" choices={countryChoices} alwaysOn />,
];

/** A customer's saved searches and products (saved-search:read); deleting one stops its alerts (saved-search:delete). */
export function SavedSearchList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'saved-searches', action: 'delete' });
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <SelectField source="kind" choices={SAVED_SEARCH_KINDS} />
        <TextField source="productCode" emptyText="—" />
        <SelectField source="countryCode" choices={countryChoices} sortable={false} />
        <DateField source="consentAt" showTime locales="es-CL" />
        <DateField source="consentWithdrawnAt" showTime locales="es-CL" emptyText="—" />
        <DateField source="checkedAt" showTime locales="es-CL" emptyText="—" />
        <NumberField source="alertsSent" />
        <DateField source="deletedAt" showTime locales="es-CL" emptyText="—" />
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  );
}
