import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ReviewsIcon from '@mui/icons-material/Reviews';
import Inventory2Icon from '@mui/icons-material/Inventory2';
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
      label="Vista previa"
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
function entryResource(
  resource: string,
  columns: ReactElement[],
  Form: ComponentType,
  icon: ComponentType,
  extra?: ReactElement,
) {
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
          <DateField source="updatedAt" label="Actualizada" showTime locales="es-CL" />
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
  return { list: EntryList, edit: EntryEdit, create: EntryCreate, icon };
}

export const countryLandings = entryResource(
  'country-landings',
  [
    <TextField key="slug" source="slug" label="Dirección" />,
    <TextField key="locale" source="locale" label="Idioma" />,
    <TextField key="title" source="title" label="Título" />,
    <BooleanField key="activo" source="activo" label="Activa" />,
  ],
  CountryLandingForm,
  CampaignIcon,
  <PreviewButton key="preview" />,
);

export const organizationSubscriptions = entryResource(
  'organization-subscriptions',
  [
    <TextField key="subdomain" source="subdomain" label="Subdominio" />,
    <TextField key="name" source="name" label="Organización" />,
    <BooleanField key="active" source="active" label="Activa" />,
  ],
  OrganizationSubscriptionForm,
  CardMembershipIcon,
);

export const productSubscriptions = entryResource(
  'product-subscriptions',
  [
    <TextField key="productCode" source="productCode" label="Producto" />,
    <TextField key="subdomain" source="subdomain" label="Subdominio" />,
    <TextField key="title" source="title" label="Título" />,
    <BooleanField key="active" source="active" label="Activa" />,
  ],
  ProductSubscriptionForm,
  Inventory2Icon,
);

export const successReviews = entryResource(
  'success-reviews',
  [
    <TextField key="comparatorId" source="comparatorId" label="Comparador" />,
    <TextField key="title" source="title" label="Título" emptyText="—" />,
    <BooleanField key="active" source="active" label="Activas" />,
  ],
  SuccessReviewForm,
  ReviewsIcon,
);
