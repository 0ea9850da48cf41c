import { CARE_BENEFITS, CARE_BENEFIT_CODES } from '@domain/pricing/domain/care-cost';
import {
  ArrayField,
  ArrayInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  Edit,
  List,
  NumberField,
  NumberInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  TextField,
  TextInput,
  maxLength,
  minLength,
  minValue,
  maxValue,
  required,
  useCanAccess,
} from 'react-admin';

/** Benefit choices from the one domain copy (pricing/domain/care-cost.ts). */
const benefitChoices = CARE_BENEFIT_CODES.map((code) => ({ id: code, name: CARE_BENEFITS[code].label }));

/** The cost-of-care simulator's scenarios and their reference prices (issue 13). */
function CareScenarioList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'care-scenarios', action: 'edit' });
  return (
    <List exporter={false} pagination={false}>
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="code" sortable={false} />
        <TextField source="name" sortable={false} />
        <DateField source="asOf" sortable={false} />
        <TextField source="source" sortable={false} />
        <BooleanField source="sample" sortable={false} />
      </Datagrid>
    </List>
  );
}

function CareScenarioShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="name" />
        <TextField source="description" />
        <TextField source="source" />
        <DateField source="asOf" />
        <BooleanField source="sample" />
        <ArrayField source="items">
          <Datagrid bulkActionButtons={false}>
            <SelectField source="benefit" choices={benefitChoices} />
            <TextField source="label" />
            <NumberField source="unitPriceClp" locales="es-CL" />
            <NumberField source="quantity" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

interface ScenarioForm {
  name: string;
  description: string;
  source: string;
  asOf: string;
  sample: boolean;
  items: { benefit: string; label: string; unitPriceClp: number; quantity: number }[];
}

/** Editing needs product:update; the server checks every rule again (scenarioErrors in the domain). */
function CareScenarioEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(data: ScenarioForm) => ({
        name: data.name,
        description: data.description ?? '',
        source: data.source,
        asOf: String(data.asOf).slice(0, 10),
        sample: data.sample,
        items: (data.items ?? []).map((item) => ({
          benefit: item.benefit,
          label: item.label,
          unitPriceClp: Number(item.unitPriceClp),
          quantity: Number(item.quantity),
        })),
      })}
    >
      <SimpleForm>
        <TextField source="code" />
        <TextInput source="name" validate={[required(), minLength(3), maxLength(120)]} fullWidth />
        <TextInput source="description" multiline fullWidth />
        <TextInput
          source="source"
          label="resources.care-scenarios.labels.sourceInput"
          validate={[required(), minLength(3)]}
          fullWidth
        />
        <TextInput source="asOf" label="resources.care-scenarios.labels.asOfInput" validate={required()} />
        <BooleanInput source="sample" label="resources.care-scenarios.labels.sampleInput" />
        <ArrayInput source="items">
          <SimpleFormIterator inline>
            <SelectInput
              source="benefit"
              label="resources.care-scenarios.fields.benefit"
              choices={benefitChoices}
              validate={required()}
            />
            <TextInput source="label" label="resources.care-scenarios.fields.label" validate={required()} />
            <NumberInput
              source="unitPriceClp"
              label="resources.care-scenarios.fields.unitPriceClp"
              validate={[required(), minValue(0), maxValue(1_000_000_000)]}
            />
            <NumberInput
              source="quantity"
              label="resources.care-scenarios.fields.quantity"
              validate={[required(), minValue(0), maxValue(365)]}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}

export const careScenarios = {
  list: CareScenarioList,
  show: CareScenarioShow,
  edit: CareScenarioEdit,
};
