import {
  canMoveTicket,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
} from '@domain/leads/domain/support-ticket';

/** Nuevo, Abierto, Pendiente, En Espera, Completado (spec 03 §4), from the one domain copy. */
export const ticketStatusChoices = TICKET_STATUSES.map((id) => ({ id, name: TICKET_STATUS_LABELS[id] }));

/** The statuses a ticket may move to from its current one (the same rule the server applies). */
export function nextStatusChoices(current: TicketStatus | undefined) {
  return current ? ticketStatusChoices.filter((choice) => canMoveTicket(current, choice.id)) : ticketStatusChoices;
}
