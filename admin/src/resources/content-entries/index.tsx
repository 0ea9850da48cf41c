import type { ComponentType, ReactElement } from 'react';
import {
  BooleanField,
  Button,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import {
  CountryLandingForm,
  OrganizationSubscriptionForm,
  ProductSubscriptionForm,
  SuccessReviewForm,
} from './entry-forms';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

/** A country landing opens in the site's staff preview (/preview?id=…), active or not. */
function PreviewButton() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button
      label="app.labels.vistaPrevia"
      onClick={(event) => {
        event.stopPropagation();
        window.open(`/preview?id=${record.id}`, '_blank', 'noopener');
      }}
    />
  );
}

/**
 * One content-service resource (spec 03 §7) in the back-office: list with search, create, edit and
 * delete, each shown only to holders of its content:* permission (access.ts; the server checks again).
 */
function entryResource(resource: string, columns: ReactElement[], Form: ComponentType, extra?: ReactElement) {
  function Actions() {
    const { canAccess } = useCanAccess({ resource, action: 'create' });
    return <TopToolbar>{canAccess && <CreateButton />}</TopToolbar>;
  }
  function EntryList() {
    const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
    const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
    return (
      <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} exporter={false} actions={<Actions />}>
        <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
          {columns}
          <DateField source="updatedAt" label="app.labels.actualizada" showTime locales="es-CL" />
          {extra}
          {canDelete && <DeleteButton mutationMode="pessimistic" />}
        </Datagrid>
      </List>
    );
  }
  const EntryEdit = () => (
    <Edit mutationMode="pessimistic">
      <Form />
    </Edit>
  );
  const EntryCreate = () => (
    <Create redirect="list">
      <Form />
    </Create>
  );
  return { list: EntryList, edit: EntryEdit, create: EntryCreate };
}

export const countryLandings = entryResource(
  'country-landings',
  [
    <TextField key="slug" source="slug" label="app.labels.direccion" />,
    <TextField key="locale" source="locale" label="app.labels.idioma" />,
    <TextField key="title" source="title" label="app.labels.titulo" />,
    <BooleanField key="activo" source="activo" label="app.labels.activa" />,
  ],
  CountryLandingForm,
  <PreviewButton key="preview" />,
);

export const organizationSubscriptions = entryResource(
  'organization-subscriptions',
  [
    <TextField key="subdomain" source="subdomain" label="app.labels.subdominio" />,
    <TextField key="name" source="name" label="app.labels.organizacion" />,
    <BooleanField key="active" source="active" label="app.labels.activa" />,
  ],
  OrganizationSubscriptionForm,
);

export const productSubscriptions = entryResource(
  'product-subscriptions',
  [
    <TextField key="productCode" source="productCode" label="app.labels.producto" />,
    <TextField key="subdomain" source="subdomain" label="app.labels.subdominio" />,
    <TextField key="title" source="title" label="app.labels.titulo" />,
    <BooleanField key="active" source="active" label="app.labels.activa" />,
  ],
  ProductSubscriptionForm,
);

export const successReviews = entryResource(
  'success-reviews',
  [
    <TextField key="comparatorId" source="comparatorId" label="app.labels.comparador" />,
    <TextField key="title" source="title" label="app.labels.titulo" emptyText="—" />,
    <BooleanField key="active" source="active" label="app.labels.activas" />,
  ],
  SuccessReviewForm,
);
