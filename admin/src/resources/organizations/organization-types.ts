import { ORGANIZATION_TYPES } from '@domain/catalogue/domain/categories';

export const organizationTypeChoices = ORGANIZATION_TYPES.map((t) => ({ id: t.code, name: t.typeAlias }));
