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
      <TextInput source="slug" label="app.labels.direccionSlug" validate={[required(), slugRule, maxLength(100)]} />
      <TextInput source="application" label="app.labels.aplicacion" helperText={appHelp} />
      <SelectInput
        source="locale"
        label="app.labels.idioma"
        choices={localeChoices}
        defaultValue="es"
        validate={required()}
      />
      <TextInput source="tag" label="app.labels.etiqueta" validate={maxLength(60)} />
      <BooleanInput source="activo" label="app.labels.activa" defaultValue={true} />
      <TextInput source="title" label="app.labels.titulo" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput source="description" label="app.labels.descripcion" validate={maxLength(300)} fullWidth multiline />
      <TextInput
        source="body"
        label="app.labels.contenidoParrafosSeparadosPorUnaLineaEnB"
        validate={[required(), maxLength(20_000)]}
        fullWidth
        multiline
        minRows={6}
      />
      <TextInput source="ctaLabel" label="app.labels.textoDelBoton" validate={maxLength(60)} />
      <TextInput source="ctaPath" label="app.labels.enlaceDelBotonRutaDelSitioEjContacto" fullWidth />
    </SimpleForm>
  );
}

export function OrganizationSubscriptionForm() {
  return (
    <SimpleForm>
      <TextInput source="subdomain" label="app.labels.subdominio" validate={[required(), maxLength(63)]} />
      <TextInput source="application" label="app.labels.aplicacion" helperText={appHelp} />
      <TextInput source="name" label="app.labels.organizacion" validate={[required(), maxLength(120)]} />
      <TextInput source="title" label="app.labels.titulo" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput source="description" label="app.labels.descripcion" validate={maxLength(1000)} fullWidth multiline />
      <TextInput source="logoUrl" label="app.labels.logoHttpsORutaDelSitio" fullWidth />
      <BooleanInput source="active" label="app.labels.activa" defaultValue={true} />
    </SimpleForm>
  );
}

export function ProductSubscriptionForm() {
  return (
    <SimpleForm>
      <TextInput source="productCode" label="app.labels.codigoDelProducto" validate={[required(), maxLength(40)]} />
      <TextInput
        source="subdomain"
        label="app.labels.subdominioDeLaOrganizacion"
        validate={[required(), maxLength(63)]}
      />
      <TextInput source="title" label="app.labels.titulo" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput source="description" label="app.labels.descripcion" validate={maxLength(1000)} fullWidth multiline />
      <TextInput source="benefit" label="app.labels.beneficio" validate={maxLength(200)} fullWidth />
      <BooleanInput source="active" label="app.labels.activa" defaultValue={true} />
    </SimpleForm>
  );
}

export function SuccessReviewForm() {
  return (
    <SimpleForm>
      <TextInput
        source="comparatorId"
        label="app.labels.comparadorIdODireccion"
        validate={[required(), maxLength(100)]}
      />
      <TextInput source="application" label="app.labels.aplicacion" helperText={appHelp} />
      <TextInput source="title" label="app.labels.titulo" validate={maxLength(150)} fullWidth />
      <BooleanInput source="active" label="app.labels.activas" defaultValue={true} />
      <ArrayInput source="items" label="app.labels.resenas" validate={required()}>
        <SimpleFormIterator inline>
          <TextInput source="name" label="app.labels.nombre" validate={[required(), maxLength(80)]} />
          <TextInput source="text" label="app.labels.resena" validate={[required(), maxLength(600)]} multiline />
          <NumberInput source="rating" label="app.labels.nota1A5" validate={[required(), minValue(1), maxValue(5)]} />
          <TextInput source="imageUrl" label="app.labels.imagenHttpsORutaDelSitio" />
          <TextInput source="imageAlt" label="app.labels.textoAlternativo" validate={maxLength(150)} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
