import type { TicketStatus } from '../domain/support-ticket.js';

/** A support ticket as the back-office reads it (ids and values, never ORM rows). */
export interface SupportTicket {
  id: number;
  subject: string;
  description: string;
  requesterName: string;
  requesterEmail: string;
  status: TicketStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  createdById: number | null;
  /** The edition of the host the ticket was opened on (issue 27). */
  countryCode: TicketCountry;
  createdAt: string;
  updatedAt: string;
}

/** An edition's country code (issue 27), as organizations.country_code. */
export type TicketCountry = 'CL' | 'PE' | 'CO' | 'INT';

export interface TicketMessage {
  id: number;
  ticketId: number;
  authorName: string;
  body: string;
  sentTo: string;
  createdAt: string;
}

export interface TicketListQuery {
  status?: TicketStatus;
  assigneeId?: number;
  q?: string;
  ids?: number[];
  /** The edition the ticket was opened on (issue 27: staff filter every list by country). */
  countryCode?: TicketCountry;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface NewTicket {
  subject: string;
  description: string;
  requesterName: string;
  requesterEmail: string;
  createdById: number | null;
  /** The request's edition (issue 27); Chile when absent. */
  countryCode?: TicketCountry;
}

export interface TicketChanges {
  status?: TicketStatus;
  assignee?: { id: number; name: string } | null;
}

export interface SupportTicketRepository {
  list(query: TicketListQuery): Promise<{ rows: SupportTicket[]; total: number }>;
  get(id: number): Promise<SupportTicket | null>;
  create(ticket: NewTicket): Promise<SupportTicket>;
  /** Applies the changes when the ticket is still in `expected` status (else null: someone moved it). */
  update(id: number, expected: TicketStatus, changes: TicketChanges): Promise<SupportTicket | null>;
  /** Stores the answer, moves the status and writes the e-mail job in the same transaction (outbox). */
  reply(
    id: number,
    expected: TicketStatus,
    message: { authorName: string; body: string; sentTo: string },
    status: TicketStatus,
  ): Promise<TicketMessage | null>;
  messages(ticketId: number): Promise<TicketMessage[]>;
  message(id: number): Promise<(TicketMessage & { ticketSubject: string; requesterName: string }) | null>;
  markSent(messageId: number): Promise<void>;
}

/** Staff who work tickets (support-ticket:update), from identity's user directory. */
export interface SupportAgentDirectory {
  listActive(): Promise<{ id: number; name: string; email: string }[]>;
}
