import { LEAD_SOURCES, ORIGIN_SYSTEMS } from '@domain/leads/domain/lead-origin';
import { LEAD_STATUSES, LEAD_SUB_STATUSES } from '@domain/leads/domain/lead-status';

/** Status and sub-status choices from the leads module's one domain list (spec 03 §4). */
export const statusChoices = LEAD_STATUSES.map((status) => ({ id: status.id, name: status.label }));

export function subStatusChoices(status: unknown) {
  return LEAD_SUB_STATUSES.filter((sub) => sub.parent === Number(status)).map((sub) => ({
    id: sub.id,
    name: sub.label,
  }));
}

/** The origin systems and sources of spec 03 §3, as stored on the lead (the filter of the list). */
export const originChoices = [...ORIGIN_SYSTEMS, ...LEAD_SOURCES].map((origin) => ({ id: origin, name: origin }));
