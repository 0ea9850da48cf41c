/**
 * Support tickets (spec 03 §4: "Support ticket: new, open, pending, hold, solved (shown as Nuevo, Abierto,
 * Pendiente, En Espera, Completado)"). A customer (a portal user, contact-us:create) or staff on their
 * behalf opens one; support staff assign it, move it through the statuses and answer the customer by e-mail.
 * The spec gives no transitions: these are the usual help-desk ones (see TICKET_TRANSITIONS).
 */
export const TICKET_STATUSES = ['new', 'open', 'pending', 'hold', 'solved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'Nuevo',
  open: 'Abierto',
  pending: 'Pendiente',
  hold: 'En Espera',
  solved: 'Completado',
};

/**
 * Where a ticket may go from each status. Nothing goes back to 'new' (someone has looked at it); a solved
 * ticket only reopens ('open'), so its history stays readable; every other move is free.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ['open', 'pending', 'hold', 'solved'],
  open: ['pending', 'hold', 'solved'],
  pending: ['open', 'hold', 'solved'],
  hold: ['open', 'pending', 'solved'],
  solved: ['open'],
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return from === to || TICKET_TRANSITIONS[from].includes(to);
}

/** Assigning a new ticket opens it: somebody now owns it (the usual help-desk rule). */
export function statusAfterAssignment(status: TicketStatus): TicketStatus {
  return status === 'new' ? 'open' : status;
}

/**
 * Answering the customer: a ticket that was waiting on staff becomes 'pending' (waiting on the customer);
 * a solved one stays solved (a closing note), one on hold stays on hold.
 */
export function statusAfterReply(status: TicketStatus): TicketStatus {
  return status === 'new' || status === 'open' ? 'pending' : status;
}

export const TICKET_LIMITS = { subject: 150, description: 5000, reply: 5000 } as const;

/** The e-mail the customer receives with a staff answer (subject keeps the ticket number for replies). */
export function ticketReplyEmail(ticket: { id: number; subject: string; requesterName: string }, body: string) {
  return {
    subject: `[Ticket #${ticket.id}] ${ticket.subject}`,
    text: [
      `Hola ${ticket.requesterName}:`,
      '',
      body.trim(),
      '',
      `Para responder, contesta este correo indicando el ticket #${ticket.id}.`,
      'Equipo de soporte',
    ].join('\n'),
  };
}
