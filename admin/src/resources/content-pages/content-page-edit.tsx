import { CONTENT_LIMITS, SLUG_PATTERN } from '@domain/content/domain/content-page';
import {
  BooleanInput,
  Create,
  Edit,
  FormDataConsumer,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minLength,
  regex,
  required,
} from 'react-admin';
import { kindChoices } from './kinds';

const slugRule = regex(SLUG_PATTERN, 'Solo letras, números y guiones simples (ej.: Terminos-y-Condiciones).');

/** The fields of a page; the server checks them again (contentDraftErrors) and answers field errors. */
function ContentPageForm() {
  return (
    <SimpleForm>
      <SelectInput source="kind" choices={kindChoices} validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'blog' && (
            <TextInput
              source="area"
              label="resources.content-pages.labels.areaInput"
              validate={[required(), slugRule]}
              helperText="La página queda en /QP-Blog/{área}/{dirección}"
            />
          )
        }
      </FormDataConsumer>
      <TextInput
        source="slug"
        validate={[required(), slugRule, maxLength(CONTENT_LIMITS.slug.max)]}
        helperText="Información: /{dirección}; blog: /QP-Blog/{área}/{dirección}"
      />
      <TextInput
        source="title"
        validate={[required(), minLength(CONTENT_LIMITS.title.min), maxLength(CONTENT_LIMITS.title.max)]}
        fullWidth
      />
      <TextInput source="summary" validate={maxLength(CONTENT_LIMITS.summary.max)} fullWidth multiline />
      <TextInput
        source="body"
        validate={[required(), maxLength(CONTENT_LIMITS.body.max)]}
        fullWidth
        multiline
        minRows={8}
      />
      <TextInput source="ctaLabel" validate={maxLength(CONTENT_LIMITS.ctaLabel.max)} />
      <TextInput source="ctaPath" validate={maxLength(CONTENT_LIMITS.ctaPath.max)} fullWidth />
      <BooleanInput source="published" />
    </SimpleForm>
  );
}

export function ContentPageEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ContentPageForm />
    </Edit>
  );
}

export function ContentPageCreate() {
  return (
    <Create redirect="list">
      <ContentPageForm />
    </Create>
  );
}
