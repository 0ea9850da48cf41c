import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Outbox } from '../../../../platform/outbox/outbox.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  NewTicket,
  SupportTicket,
  SupportTicketRepository,
  TicketChanges,
  TicketListQuery,
  TicketMessage,
} from '../../application/support-ticket-ports.js';
import type { TicketStatus } from '../../domain/support-ticket.js';
import { SUPPORT_TICKET_MAIL_JOB, SUPPORT_TICKET_MAIL_QUEUE } from '../../tokens.js';

// Columns aliased to the DTO's names: a schema drift fails loudly instead of mapping by hand.
const TICKET_COLUMNS = `id::int AS id, subject, description, requester_name AS "requesterName",
  requester_email AS "requesterEmail", status, assignee_id AS "assigneeId", assignee_name AS "assigneeName",
  created_by_id AS "createdById", country_code AS "countryCode", to_json(created_at) #>> '{}' AS "createdAt", to_json(updated_at) #>> '{}' AS "updatedAt"`;
const MESSAGE_COLUMNS = `m.id::int AS id, m.ticket_id::int AS "ticketId", m.author_name AS "authorName", m.body,
  m.sent_to AS "sentTo", to_json(m.created_at) #>> '{}' AS "createdAt"`;

const SORT: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  status: 'status',
  subject: 'subject',
  assigneeName: 'assignee_name',
};

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@injectable()
export class SequelizeSupportTicketRepository implements SupportTicketRepository {
  constructor(
    @inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize,
    @inject(PLATFORM.Outbox) private readonly outbox: Outbox,
  ) {}

  private select<T extends object>(sql: string, bind: unknown[]) {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  async list(query: TicketListQuery): Promise<{ rows: SupportTicket[]; total: number }> {
    const bind: unknown[] = [];
    const conditions: string[] = [];
    if (query.status) {
      bind.push(query.status);
      conditions.push(`status = $${bind.length}`);
    }
    if (query.assigneeId !== undefined) {
      bind.push(query.assigneeId);
      conditions.push(`assignee_id = $${bind.length}`);
    }
    if (query.countryCode) {
      bind.push(query.countryCode);
      conditions.push(`country_code = $${bind.length}`);
    }
    if (query.ids) {
      bind.push(query.ids);
      conditions.push(`id = ANY($${bind.length}::bigint[])`);
    }
    if (query.q) {
      bind.push(escapeLike(query.q));
      const n = bind.length;
      conditions.push(`(subject ILIKE $${n} OR requester_name ILIKE $${n} OR requester_email ILIKE $${n})`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = `${SORT[query.sort.field] ?? 'id'} ${query.sort.order === 'ASC' ? 'ASC' : 'DESC'}, id DESC`;
    const rows = await this.select<SupportTicket>(
      `SELECT ${TICKET_COLUMNS} FROM support_tickets ${where} ORDER BY ${order}
        LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`,
      bind,
    );
    const [count] = await this.select<{ total: string }>(
      `SELECT count(*) AS total FROM support_tickets ${where}`,
      bind,
    );
    return { rows, total: Number(count?.total ?? 0) };
  }

  async get(id: number): Promise<SupportTicket | null> {
    const [row] = await this.select<SupportTicket>(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE id = $1`, [id]);
    return row ?? null;
  }

  async create(ticket: NewTicket): Promise<SupportTicket> {
    const [row] = await this.select<SupportTicket>(
      `INSERT INTO support_tickets (subject, description, requester_name, requester_email, created_by_id, country_code)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${TICKET_COLUMNS}`,
      [
        ticket.subject,
        ticket.description,
        ticket.requesterName,
        ticket.requesterEmail,
        ticket.createdById,
        ticket.countryCode ?? 'CL',
      ],
    );
    return row!;
  }

  async update(id: number, expected: TicketStatus, changes: TicketChanges): Promise<SupportTicket | null> {
    const [row] = await this.select<SupportTicket>(
      `UPDATE support_tickets
          SET status = COALESCE($3, status),
              assignee_id = CASE WHEN $4::boolean THEN $5::int ELSE assignee_id END,
              assignee_name = CASE WHEN $4::boolean THEN $6::text ELSE assignee_name END,
              updated_at = now()
        WHERE id = $1 AND status = $2
        RETURNING ${TICKET_COLUMNS}`,
      [
        id,
        expected,
        changes.status ?? null,
        changes.assignee !== undefined,
        changes.assignee?.id ?? null,
        changes.assignee?.name ?? null,
      ],
    );
    return row ?? null;
  }

  async reply(
    id: number,
    expected: TicketStatus,
    message: { authorName: string; body: string; sentTo: string },
    status: TicketStatus,
  ): Promise<TicketMessage | null> {
    return this.sequelize.transaction(async (transaction) => {
      const [moved] = await this.sequelize.query<{ id: number }>(
        `UPDATE support_tickets SET status = $3, updated_at = now() WHERE id = $1 AND status = $2 RETURNING id`,
        { bind: [id, expected, status], type: QueryTypes.SELECT, transaction },
      );
      if (!moved) return null;
      const [created] = await this.sequelize.query<TicketMessage>(
        `INSERT INTO support_ticket_messages AS m (ticket_id, author_name, body, sent_to) VALUES ($1, $2, $3, $4)
         RETURNING ${MESSAGE_COLUMNS}`,
        { bind: [id, message.authorName, message.body, message.sentTo], type: QueryTypes.SELECT, transaction },
      );
      // The e-mail exists if and only if the answer is stored (DESIGN.md "Nothing is lost").
      await this.outbox.add(transaction, {
        queue: SUPPORT_TICKET_MAIL_QUEUE,
        name: SUPPORT_TICKET_MAIL_JOB,
        payload: { messageId: created!.id },
      });
      return created!;
    });
  }

  messages(ticketId: number): Promise<TicketMessage[]> {
    return this.select<TicketMessage>(
      `SELECT ${MESSAGE_COLUMNS} FROM support_ticket_messages m WHERE m.ticket_id = $1 ORDER BY m.id`,
      [ticketId],
    );
  }

  async message(id: number) {
    const [row] = await this.select<TicketMessage & { ticketSubject: string; requesterName: string }>(
      `SELECT ${MESSAGE_COLUMNS}, t.subject AS "ticketSubject", t.requester_name AS "requesterName"
         FROM support_ticket_messages m JOIN support_tickets t ON t.id = m.ticket_id WHERE m.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async markSent(messageId: number): Promise<void> {
    await this.sequelize.query('UPDATE support_ticket_messages SET sent_at = now() WHERE id = $1 AND sent_at IS NULL', {
      bind: [messageId],
    });
  }
}
