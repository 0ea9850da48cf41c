import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Mailer } from '../../../platform/tokens.js';
import {
  canMoveTicket,
  statusAfterAssignment,
  statusAfterReply,
  TICKET_STATUS_LABELS,
  ticketReplyEmail,
  type TicketStatus,
} from '../domain/support-ticket.js';
import { LEADS } from '../tokens.js';
import type {
  NewTicket,
  SupportAgentDirectory,
  SupportTicket,
  SupportTicketRepository,
  TicketListQuery,
  TicketMessage,
} from './support-ticket-ports.js';

const notFound = () => new AppError('NOT_FOUND', 'El ticket no existe.');
const moved = () => new AppError('CONFLICT', 'Otra persona cambió el ticket mientras lo editabas. Vuelve a cargarlo.');

/** Support tickets: list, open, assign, move, answer the customer by e-mail (spec 03 §4). */
@injectable()
export class ManageSupportTickets {
  constructor(
    @inject(LEADS.SupportTicketRepository) private readonly tickets: SupportTicketRepository,
    @inject(LEADS.SupportAgentDirectory) private readonly agents: SupportAgentDirectory,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
  ) {}

  list(query: TicketListQuery) {
    return this.tickets.list(query);
  }

  async get(id: number): Promise<SupportTicket & { messages: TicketMessage[] }> {
    const ticket = await this.tickets.get(id);
    if (!ticket) throw notFound();
    return { ...ticket, messages: await this.tickets.messages(id) };
  }

  create(ticket: NewTicket): Promise<SupportTicket> {
    return this.tickets.create(ticket);
  }

  listAgents() {
    return this.agents.listActive();
  }

  /** Status and/or assignee; assigning a new ticket opens it. */
  async update(id: number, changes: { status?: TicketStatus; assigneeId?: number | null }): Promise<SupportTicket> {
    const ticket = await this.tickets.get(id);
    if (!ticket) throw notFound();
    let assignee: { id: number; name: string } | null | undefined;
    if (changes.assigneeId === null) assignee = null;
    else if (changes.assigneeId !== undefined) {
      const agent = (await this.agents.listActive()).find((candidate) => candidate.id === changes.assigneeId);
      if (!agent) {
        const message = 'Elige a una persona activa del equipo de soporte.';
        throw new AppError('CODE002', message, { errors: { assigneeId: message } });
      }
      assignee = { id: agent.id, name: agent.name };
    }
    let status = changes.status ?? ticket.status;
    // react-admin sends the whole record back: a status equal to the stored one is no status change.
    if (assignee && assignee.id !== ticket.assigneeId && status === ticket.status) {
      status = statusAfterAssignment(ticket.status);
    }
    if (!canMoveTicket(ticket.status, status)) {
      const message = `Un ticket ${TICKET_STATUS_LABELS[ticket.status]} no puede pasar a ${TICKET_STATUS_LABELS[status]}.`;
      throw new AppError('BAD_REQUEST', message, { errors: { status: message } });
    }
    const updated = await this.tickets.update(id, ticket.status, {
      ...(status !== ticket.status ? { status } : {}),
      ...(assignee !== undefined ? { assignee } : {}),
    });
    if (!updated) throw moved();
    return updated;
  }

  /** Answers the customer: the message is stored with an e-mail job in one transaction (the outbox). */
  async reply(id: number, author: { name: string }, body: string): Promise<TicketMessage> {
    const ticket = await this.tickets.get(id);
    if (!ticket) throw notFound();
    const message = await this.tickets.reply(
      id,
      ticket.status,
      { authorName: author.name, body: body.trim(), sentTo: ticket.requesterEmail },
      statusAfterReply(ticket.status),
    );
    if (!message) throw moved();
    return message;
  }

  /** The e-mail job: sends one answer (the mailer skips a key already sent, so a retried job sends once). */
  async sendReply(messageId: number): Promise<'sent' | 'missing'> {
    const message = await this.tickets.message(messageId);
    if (!message) return 'missing';
    const mail = ticketReplyEmail(
      { id: message.ticketId, subject: message.ticketSubject, requesterName: message.requesterName },
      message.body,
    );
    try {
      await this.mailer.send({ to: message.sentTo, ...mail, idempotencyKey: `support-ticket-reply-${message.id}` });
    } catch (error) {
      // spec 03 §8 CODE001: the e-mail did not go out; the job's retries try again.
      throw new AppError('CODE001', 'No se pudo enviar el correo al cliente.', {
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    await this.tickets.markSent(message.id);
    return 'sent';
  }
}
