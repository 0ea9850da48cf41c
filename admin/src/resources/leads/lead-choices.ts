import { LEAD_STATUSES, LEAD_SUB_STATUSES } from '@domain/leads/domain/lead-status';

/** Status and sub-status choices from the leads module's one domain list (spec 03 §4). */
export const statusChoices = LEAD_STATUSES.map((status) => ({ id: status.id, name: status.label }));

export function subStatusChoices(status: unknown) {
  return LEAD_SUB_STATUSES.filter((sub) => sub.parent === Number(status)).map((sub) => ({
    id: sub.id,
    name: sub.label,
  }));
}
