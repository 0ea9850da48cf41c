import { Edit, FormDataConsumer, SaveButton, SelectInput, SimpleForm, TextField, Toolbar, required } from 'react-admin';
import { statusChoices, subStatusChoices } from './lead-choices';

/** Status and sub-status only (lead:update); the server validates the pair. */
export function LeadEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: { status: number; subStatus?: number | null }) => ({
        status: data.status,
        // A sub-status left over from another status is dropped.
        subStatus: subStatusChoices(data.status).some((choice) => choice.id === data.subStatus) ? data.subStatus : null,
      })}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="nombre" />
        <SelectInput source="status" choices={statusChoices} validate={required()} />
        <FormDataConsumer>
          {({ formData }) => {
            const choices = subStatusChoices(formData.status);
            return choices.length > 0 ? (
              <SelectInput source="subStatus" choices={choices} emptyText="Sin subestado" />
            ) : null;
          }}
        </FormDataConsumer>
      </SimpleForm>
    </Edit>
  );
}
