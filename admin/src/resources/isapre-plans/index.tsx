import {
  BooleanField,
  Datagrid,
  DateField,
  Edit,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  minValue,
  required,
  useCanAccess,
} from 'react-admin';

const stateChoices = [
  { id: 'Comercializable', name: 'Comercializable' },
  { id: 'No Comercializable', name: 'No Comercializable' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Código o nombre" />,
  <SelectInput key="estadoplan" source="estadoplan" choices={stateChoices} alwaysOn />,
  <ReferenceInput
    key="organizationId"
    source="organizationId"
    reference="organizations"
    filter={{ organizationType: 'ISAPRE' }}
  >
    <SelectInput optionText="name" label="resources.isapre-plans.fields.isapreName" />
  </ReferenceInput>,
];

/** The isapre plans (spec 03 §3 "Plan (Chile)"), searchable by code or name. */
function IsaprePlanList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'isapre-plans', action: 'edit' });
  return (
    <List exporter={false} filters={filters} sort={{ field: 'codigoplan', order: 'ASC' }}>
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="codigoplan" />
        <TextField source="nombreplan" />
        <TextField source="isapreName" sortable={false} />
        <TextField source="modalidadplan" sortable={false} />
        <TextField source="estadoplan" sortable={false} />
        <NumberField source="basePriceUf" options={{ minimumFractionDigits: 2 }} locales="es-CL" />
        <NumberField source="topeanual" sortable={false} locales="es-CL" />
        <DateField source="fechainicio" />
      </Datagrid>
    </List>
  );
}

function PlanFacts() {
  return (
    <>
      <TextField source="codigoplan" />
      <TextField source="isapreName" />
      <TextField source="lineaplan" />
      <TextField source="modalidadplan" />
      <TextField source="amplitudcobertura" />
      <NumberField source="basePriceUf" locales="es-CL" />
      <DateField source="fechainicio" />
      <TextField source="prestacionesrest" />
      <BooleanField source="sample" />
    </>
  );
}

function IsaprePlanShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="nombreplan" />
        <TextField source="estadoplan" />
        <NumberField source="topeanual" locales="es-CL" />
        <PlanFacts />
      </SimpleShowLayout>
    </Show>
  );
}

/** Name, state and annual cap are edited here; prices, risk tables and networks come from the plan loads. */
function IsaprePlanEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="nombreplan" validate={required()} fullWidth />
        <SelectInput source="estadoplan" choices={stateChoices} validate={required()} />
        <NumberInput
          source="topeanual"
          validate={[required(), minValue(0)]}
          helperText="resources.isapre-plans.labels.capHelp"
        />
        <PlanFacts />
      </SimpleForm>
    </Edit>
  );
}

export const isaprePlans = {
  list: IsaprePlanList,
  show: IsaprePlanShow,
  edit: IsaprePlanEdit,
};
