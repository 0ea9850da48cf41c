import { chileanDate } from '@domain/pricing/domain/chilean-day';
import { isValidPolicyNumber, POLICY_NUMBER_MESSAGE } from '@domain/policies/domain/policy-number';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  DateInput,
  Edit,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { currencyChoices, periodicityChoices, premiumBasisChoices } from './policy-choices';

const policyNumber = (value: string | undefined) =>
  value && !isValidPolicyNumber(value) ? POLICY_NUMBER_MESSAGE : undefined;
const endAfterStart = (value: string | undefined, values: { startDate?: string }) =>
  value && values.startDate && value < values.startDate
    ? 'La fecha de término no puede ser anterior a la de inicio.'
    : undefined;
const amount = regex(/^\d{1,10}(\.\d{1,4})?$/, 'La prima debe ser un número positivo (punto decimal).');

interface PolicyFormValues {
  number?: string | null;
  insurerId?: number | null;
  productId?: number | null;
  productName?: string | null;
  startDate?: string;
  endDate?: string | null;
  periodicityMonths?: number;
  premium?: { amount: string | number; currency: string };
  premiumBasis?: string;
  coverageGroups?: { code: string; name: string }[];
  clientOrganizationId?: number;
}

/** What the server accepts for a policy (its status has its own action). */
const editable = (data: PolicyFormValues) => ({
  number: data.number ?? '',
  insurerId: data.insurerId ?? null,
  productId: data.productId ?? null,
  productName: data.productName ?? '',
  startDate: data.startDate,
  endDate: data.endDate || null,
  periodicityMonths: data.periodicityMonths,
  premium: data.premium ? { amount: String(data.premium.amount), currency: data.premium.currency } : undefined,
  premiumBasis: data.premiumBasis,
  coverageGroups: (data.coverageGroups ?? []).map((g) => ({ code: g.code, name: g.name })),
});

/**
 * A collective policy (spec 03 §3, §5): the insurer and product come from the catalogue (the product list
 * follows the chosen insurer), the number is generated when left empty, coverage groups by code and name
 * (groups are never removed: they may hold insured people).
 */
function PolicyForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm
      defaultValues={
        creating
          ? {
              startDate: chileanDate(new Date()),
              periodicityMonths: 1,
              premium: { amount: '0', currency: 'UF' },
              premiumBasis: 'per-insured',
              coverageGroups: [{ code: 'GENERAL', name: 'General' }],
            }
          : undefined
      }
    >
      {creating && (
        <ReferenceInput
          source="clientOrganizationId"
          reference="client-organizations"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            label="resources.policies.fields.clientOrganizationId"
            optionText="name"
            validate={required()}
            filterToQuery={(q) => ({ q })}
          />
        </ReferenceInput>
      )}
      <TextInput
        source="number"
        validate={[policyNumber, maxLength(40)]}
        helperText="Vacío: se genera (AAAA-NNNNNN)."
      />
      <ReferenceInput source="insurerId" reference="insurers" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label="resources.policies.fields.insurerId"
          optionText="name"
          filterToQuery={(q) => ({ q })}
        />
      </ReferenceInput>
      <FormDataConsumer<PolicyFormValues>>
        {({ formData }) => (
          <ReferenceInput
            source="productId"
            reference="insurer-products"
            filter={formData.insurerId ? { insurerId: formData.insurerId } : {}}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <AutocompleteInput
              label="resources.policies.fields.productId"
              optionText="name"
              filterToQuery={(q) => ({ q })}
              helperText={formData.insurerId ? 'Productos de la aseguradora elegida.' : 'Elige primero la aseguradora.'}
            />
          </ReferenceInput>
        )}
      </FormDataConsumer>
      <TextInput
        source="productName"
        label="resources.policies.labels.productNameInput"
        validate={maxLength(200)}
        helperText="Vacío: el nombre del producto del catálogo."
        fullWidth
      />
      <DateInput source="startDate" label="resources.policies.labels.startDateInput" validate={required()} />
      <DateInput source="endDate" label="resources.policies.labels.endDateInput" validate={endAfterStart} />
      <SelectInput source="periodicityMonths" choices={periodicityChoices} validate={required()} />
      <TextInput source="premium.amount" validate={[required(), amount]} />
      <SelectInput source="premium.currency" choices={currencyChoices} validate={required()} />
      <SelectInput source="premiumBasis" choices={premiumBasisChoices} validate={required()} />
      <ArrayInput source="coverageGroups">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="code" label="resources.policies.fields.code" validate={[required(), maxLength(40)]} />
          <TextInput source="name" label="resources.policies.fields.name" validate={[required(), maxLength(120)]} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** A new collective policy (policy:create): it starts PENDING; activating it is a status change. */
export function PolicyCreate() {
  return (
    <Create
      redirect="show"
      title="Nueva póliza colectiva"
      transform={(data: PolicyFormValues) => ({
        ...editable(data),
        kind: 'collective',
        clientOrganizationId: data.clientOrganizationId,
      })}
    >
      <PolicyForm creating />
    </Create>
  );
}

/** Editing a policy (policy:update); each change goes to the history with its user. */
export function PolicyEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: PolicyFormValues, options?: { previousData?: PolicyFormValues }) => {
        const values = editable(data);
        // Another product without a typed name takes the catalogue's name, not the old product's.
        const productChanged = options?.previousData && options.previousData.productId !== data.productId;
        const nameUntouched = options?.previousData?.productName === data.productName;
        return productChanged && nameUntouched ? { ...values, productName: '' } : values;
      }}
    >
      <PolicyForm creating={false} />
    </Edit>
  );
}
