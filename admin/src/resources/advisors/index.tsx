import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EmailField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  email,
  maxLength,
  minLength,
  required,
  useCanAccess,
} from 'react-admin';

/** The editions an advisor works for (spec 03 §1 site bases). */
const countryChoices = [
  { id: 'chile', name: 'Chile' },
  { id: 'peru', name: 'Perú' },
  { id: 'colombia', name: 'Colombia' },
  { id: 'internacional', name: 'Internacional' },
];

/** Referral advisors (referidos, spec 03 §3 Referrer): the site's /ref gate and request attribution find them. */
function AdvisorList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'advisors', action: 'edit' });
  return (
    <List
      exporter={false}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Nombre o correo" />]}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="country" choices={countryChoices} />
        <BooleanField source="active" />
      </Datagrid>
    </List>
  );
}

function AdvisorForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), minLength(2), maxLength(200)]} fullWidth />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(50)]} fullWidth />
      <SelectInput source="country" choices={countryChoices} defaultValue="chile" validate={required()} />
      <BooleanInput source="active" defaultValue />
    </SimpleForm>
  );
}

const AdvisorCreate = () => (
  <Create redirect="list">
    <AdvisorForm />
  </Create>
);

const AdvisorEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <AdvisorForm />
  </Edit>
);

export const advisors = { list: AdvisorList, create: AdvisorCreate, edit: AdvisorEdit };
