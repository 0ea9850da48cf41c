import { ORGANIZATION_STATUS_LABELS, ORGANIZATION_STATUSES } from '@domain/policies/domain/statuses';

export const organizationStatusChoices = ORGANIZATION_STATUSES.map((id) => ({
  id,
  name: ORGANIZATION_STATUS_LABELS[id],
}));
