import { Create, Edit } from 'react-admin';
import { PartnerForm } from './partner-form';

/** What the API takes: the partner's own fields and its configuration (derived fields stay out). */
const toBody = (data: Record<string, unknown>) => ({
  code: data.code,
  name: data.name,
  active: data.active,
  embedType: data.embedType,
  config: data.config ?? {},
  ...(Array.isArray(data.adminUserIds) ? { adminUserIds: data.adminUserIds } : {}),
});

// The live preview sticks beside the long form: the page's card must not clip it.
const visibleOverflow = { '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible' } };

export function PartnerEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toBody} sx={visibleOverflow}>
      <PartnerForm />
    </Edit>
  );
}

export function PartnerCreate() {
  return (
    <Create redirect="edit" transform={toBody} sx={visibleOverflow}>
      <PartnerForm creating />
    </Create>
  );
}
