import { ORGANIZATION_TYPES } from '@domain/catalogue/domain/categories';

/** The editions' countries (issue 27), for the lists' country filter. */
export const countryChoices = [
  { id: 'CL', name: 'Chile' },
  { id: 'PE', name: 'Perú' },
  { id: 'CO', name: 'Colombia' },
  { id: 'INT', name: 'Internacional' },
];

export const organizationTypeChoices = ORGANIZATION_TYPES.map((t) => ({ id: t.code, name: t.typeAlias }));
