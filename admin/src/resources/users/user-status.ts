import { USER_STATUSES } from '@domain/identity/domain/permissions';

export const userStatusChoices = USER_STATUSES.map((status) => ({ id: status, name: status }));
