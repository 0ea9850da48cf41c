import { chileanDate } from '@domain/pricing/domain/chilean-day';
import { isValidRut } from '@domain/leads/domain/rut';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  DEPENDANT_TYPE_LABELS,
  DEPENDANT_TYPES,
  GENDER_LABELS,
  GENDERS,
  INSURED_TYPE_LABELS,
  INSURED_TYPES,
} from '@domain/policies/domain/statuses';
import {
  AutocompleteInput,
  Create,
  DateInput,
  email,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetOne,
} from 'react-admin';
import { useSearchParams } from 'react-router';

const choices = <K extends string>(ids: readonly K[], labels: Record<K, string>) =>
  ids.map((id) => ({ id, name: labels[id] }));
const validRut = (value: string | undefined) =>
  value && !isValidRut(value) ? 'El RUT no es válido (revisa el dígito verificador).' : undefined;

interface InsuredFormValues {
  policyId?: number;
  insuredType?: string;
}

/** The coverage groups of the chosen policy (the server takes the only one when there is one). */
function CoverageGroupInput({ policyId }: { policyId?: number }) {
  const { data: policy } = useGetOne<{ id: number; coverageGroups: { code: string; name: string }[] }>(
    'policies',
    { id: policyId! },
    { enabled: Boolean(policyId) },
  );
  const groups = policy?.coverageGroups ?? [];
  return (
    <SelectInput
      source="coverageGroup"
      choices={groups.map((g) => ({ id: g.code, name: `${g.name} (${g.code})` }))}
      validate={groups.length > 1 ? required() : undefined}
      disabled={!policyId}
    />
  );
}

/**
 * One insured person added to a collective policy (employee:create): the very rules of a bulk-load row are
 * checked by the server (RUT, dates and the retroactivity window, holder of a dependant…); the person waits in
 * "En proceso de alta" until accepted.
 */
export function InsuredCreate() {
  const [params] = useSearchParams();
  const policyId = Number(params.get('policyId')) || undefined;
  return (
    <Create
      title="Agregar asegurado"
      redirect={(_resource?: string, _id?: unknown, data?: Record<string, unknown>) =>
        data?.policyId ? `policies/${String(data.policyId)}/show/asegurados` : 'insured'
      }
    >
      <SimpleForm defaultValues={{ policyId, insuredType: 'TITULAR', startDate: chileanDate(new Date()) }}>
        <ReferenceInput source="policyId" reference="policies" sort={{ field: 'id', order: 'DESC' }}>
          <AutocompleteInput
            label="resources.insured.fields.policyId"
            optionText={(p: { number: string; clientOrganizationName: string | null }) =>
              `${p.number} · ${p.clientOrganizationName ?? 'Individual'}`
            }
            filterToQuery={(q) => ({ q })}
            validate={required()}
          />
        </ReferenceInput>
        <TextInput source="rut" validate={[required(), validRut]} />
        <TextInput source="firstName" validate={[required(), maxLength(100)]} />
        <TextInput source="paternalSurname" validate={[required(), maxLength(100)]} />
        <TextInput source="maternalSurname" validate={maxLength(100)} />
        <DateInput source="birthDate" validate={required()} />
        <SelectInput source="gender" choices={choices(GENDERS, GENDER_LABELS)} validate={required()} />
        <TextInput source="email" type="email" validate={email('Correo inválido.')} />
        <TextInput source="phone" validate={maxLength(30)} />
        <SelectInput
          source="insuredType"
          label="resources.insured.labels.insuredTypeInput"
          choices={choices(INSURED_TYPES, INSURED_TYPE_LABELS)}
          validate={required()}
        />
        <FormDataConsumer<InsuredFormValues>>
          {({ formData }) =>
            formData.insuredType === 'CARGA' && (
              <>
                <TextInput
                  source="holderRut"
                  label="resources.insured.labels.holderRutInput"
                  validate={[required(), validRut]}
                />
                <SelectInput
                  source="dependantType"
                  choices={choices(DEPENDANT_TYPES, DEPENDANT_TYPE_LABELS)}
                  validate={required()}
                />
              </>
            )
          }
        </FormDataConsumer>
        <DateInput
          source="startDate"
          label="resources.insured.labels.startDateInput"
          validate={required()}
          helperText="Hasta 30 días atrás y 45 adelante (o los días de la aseguradora)."
        />
        <FormDataConsumer<InsuredFormValues>>
          {({ formData }) => <CoverageGroupInput policyId={formData.policyId} />}
        </FormDataConsumer>
        <SelectInput source="accountType" choices={choices(ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS)} />
        <TextInput source="accountNumber" validate={maxLength(20)} />
        <TextInput source="bank" validate={maxLength(80)} />
      </SimpleForm>
    </Create>
  );
}
