import { LANDING_LOCALES } from '@domain/content/domain/content-entries';
import { SLUG_PATTERN } from '@domain/content/domain/content-page';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
} from 'react-admin';

/**
 * The inputs of each content-service resource. The server checks every field again
 * (content-entry-schemas.ts) and answers Spanish field errors shown on these inputs.
 */
const slugRule = regex(SLUG_PATTERN, 'Solo letras, números y guiones simples (ej.: Seguros-de-Salud-Pymes).');
const localeChoices = LANDING_LOCALES.map((id) => ({ id, name: id }));
const appHelp = 'Vacío: comparador';

export function CountryLandingForm() {
  return (
    <SimpleForm>
      <TextInput source="slug" label="Dirección (slug)" validate={[required(), slugRule, maxLength(100)]} />
      <TextInput source="application" label="Aplicación" helperText={appHelp} />
      <SelectInput source="locale" label="Idioma" choices={localeChoices} defaultValue="es" validate={required()} />
      <TextInput source="tag" label="Etiqueta" validate={maxLength(60)} />
      <BooleanInput source="activo" label="Activa" defaultValue={true} />
      <TextInput source="title" label="Título" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput source="description" label="Descripción" validate={maxLength(300)} fullWidth multiline />
      <TextInput
        source="body"
        label="Contenido (párrafos separados por una línea en blanco)"
        validate={[required(), maxLength(20_000)]}
        fullWidth
        multiline
        minRows={6}
      />
      <TextInput source="ctaLabel" label="Texto del botón" validate={maxLength(60)} />
      <TextInput source="ctaPath" label="Enlace del botón (ruta del sitio, ej.: /contacto)" fullWidth />
    </SimpleForm>
  );
}

export function OrganizationSubscriptionForm() {
  return (
    <SimpleForm>
      <TextInput source="subdomain" label="Subdominio" validate={[required(), maxLength(63)]} />
      <TextInput source="application" label="Aplicación" helperText={appHelp} />
      <TextInput source="name" label="Organización" validate={[required(), maxLength(120)]} />
      <TextInput source="title" label="Título" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput source="description" label="Descripción" validate={maxLength(1000)} fullWidth multiline />
      <TextInput source="logoUrl" label="Logo (https o ruta del sitio)" fullWidth />
      <BooleanInput source="active" label="Activa" defaultValue={true} />
    </SimpleForm>
  );
}

export function ProductSubscriptionForm() {
  return (
    <SimpleForm>
      <TextInput source="productCode" label="Código del producto" validate={[required(), maxLength(40)]} />
      <TextInput source="subdomain" label="Subdominio de la organización" validate={[required(), maxLength(63)]} />
      <TextInput source="title" label="Título" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput source="description" label="Descripción" validate={maxLength(1000)} fullWidth multiline />
      <TextInput source="benefit" label="Beneficio" validate={maxLength(200)} fullWidth />
      <BooleanInput source="active" label="Activa" defaultValue={true} />
    </SimpleForm>
  );
}

export function SuccessReviewForm() {
  return (
    <SimpleForm>
      <TextInput source="comparatorId" label="Comparador (id o dirección)" validate={[required(), maxLength(100)]} />
      <TextInput source="application" label="Aplicación" helperText={appHelp} />
      <TextInput source="title" label="Título" validate={maxLength(150)} fullWidth />
      <BooleanInput source="active" label="Activas" defaultValue={true} />
      <ArrayInput source="items" label="Reseñas" validate={required()}>
        <SimpleFormIterator inline>
          <TextInput source="name" label="Nombre" validate={[required(), maxLength(80)]} />
          <TextInput source="text" label="Reseña" validate={[required(), maxLength(600)]} multiline />
          <NumberInput source="rating" label="Nota (1 a 5)" validate={[required(), minValue(1), maxValue(5)]} />
          <TextInput source="imageUrl" label="Imagen (https o ruta del sitio)" />
          <TextInput source="imageAlt" label="Texto alternativo" validate={maxLength(150)} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
