import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { pathId } from '../../../platform/http/input-schemas.js';
import { parseInput } from '../../../platform/http/validate.js';
import { hasPermission } from '../../identity/index.js';
import { requestEdition } from '../../profile/index.js';
import { countryCodeFilter } from './admin-http.js';
import type { Feedbacks } from '../application/feedbacks.js';
import type { ManageSupportTickets } from '../application/manage-support-tickets.js';
import type { SupportTicket } from '../application/support-ticket-ports.js';
import { isValidEmail } from '../domain/contact-rules.js';
import { TICKET_LIMITS, TICKET_STATUS_LABELS, TICKET_STATUSES } from '../domain/support-ticket.js';

const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

export const TICKET_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'status', 'subject', 'assigneeName'] as const;
export const ticketFilterSchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  assigneeId: intLike.optional(),
  q: z.string().max(200).optional(),
  id: z.union([intLike, z.array(intLike).max(1000)]).optional(),
  /** The edition the ticket was opened on (issue 27), as the organizations' and products' country filter. */
  countryCode: countryCodeFilter.optional(),
});

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(isValidEmail, 'Por favor, ingrese su dirección de correo electrónico válido');
export const ticketCreateSchema = z.object({
  subject: z.string().trim().min(3, 'Escribe el asunto.').max(TICKET_LIMITS.subject),
  description: z.string().trim().min(3, 'Describe el problema.').max(TICKET_LIMITS.description),
  // Staff open a ticket on a customer's behalf; a portal user's own ticket takes its name and e-mail.
  requesterName: z.string().trim().min(2).max(200).optional(),
  requesterEmail: email.optional(),
});
export const ticketChangesSchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  // react-admin sends '' for an emptied select: unassign.
  assigneeId: z.preprocess((value) => (value === '' ? null : value), intLike.nullable().optional()),
});
export const ticketReplySchema = z.object({
  message: z.string().trim().min(2, 'Escribe la respuesta.').max(TICKET_LIMITS.reply),
});

export const FEEDBACK_SORT_FIELDS = ['createdAt'] as const;
export const feedbackFilterSchema = z.object({
  minScore: intLike.pipe(z.number().min(1).max(5)).optional(),
  maxScore: intLike.pipe(z.number().min(1).max(5)).optional(),
});

export const ticketDto = (ticket: SupportTicket) => ({ ...ticket, statusLabel: TICKET_STATUS_LABELS[ticket.status] });

const idOf = (raw: string | string[] | undefined) => {
  const id = pathId(raw);
  if (id === undefined) throw new AppError('NOT_FOUND', 'El ticket no existe.');
  return id;
};

const userOf = (req: Request) => {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Debes iniciar sesión para continuar.');
  return req.user;
};

/**
 * /api/admin/support-tickets (support-ticket:read / :update; a portal user with contact-us:create opens its
 * own), /api/admin/support-agents (who a ticket can be assigned to) and /api/admin/feedbacks (lead:read).
 */
export function supportTicketsAdminRoutes(
  tickets: ManageSupportTickets,
  feedbacks: Feedbacks,
  guard: (permission: string) => RequestHandler,
) {
  const router = Router();
  router.get('/', guard('support-ticket:read'), async (req, res) => {
    const page = parseAdminList(req.query, {
      sortFields: TICKET_SORT_FIELDS,
      filter: ticketFilterSchema,
      defaultSort: { field: 'id', order: 'DESC' },
    });
    const filter = page.filter ?? {};
    const { rows, total } = await tickets.list({
      status: filter.status,
      assigneeId: filter.assigneeId,
      q: filter.q?.trim() || undefined,
      ids: filter.id === undefined ? undefined : [filter.id].flat(),
      countryCode: filter.countryCode,
      sort: page.sort,
      offset: page.offset,
      limit: page.limit,
    });
    sendAdminList(res, 'support-tickets', rows.map(ticketDto), total, page.offset);
  });
  router.get('/:id', guard('support-ticket:read'), async (req, res) => {
    const ticket = await tickets.get(idOf(req.params.id));
    res.json({ ...ticketDto(ticket), messages: ticket.messages });
  });
  router.post('/', guard('contact-us:create'), async (req, res) => {
    const user = userOf(req);
    const body = parseInput(ticketCreateSchema, req.body);
    // Only support staff may open a ticket for someone else.
    const onBehalf = hasPermission(user.permissions, 'support-ticket:update');
    const requesterName = (onBehalf && body.requesterName) || user.name;
    const requesterEmail = (onBehalf && body.requesterEmail) || user.email;
    const created = await tickets.create({
      subject: body.subject,
      description: body.description,
      requesterName,
      requesterEmail,
      createdById: user.id,
      // The host's edition (issue 27): staff filter the tickets list by country.
      countryCode: requestEdition(res).code,
    });
    res.status(201).json(ticketDto(created));
  });
  router.put('/:id', guard('support-ticket:update'), async (req, res) => {
    const changes = parseInput(ticketChangesSchema, req.body);
    res.json(ticketDto(await tickets.update(idOf(req.params.id), changes)));
  });
  router.post('/:id/replies', guard('support-ticket:update'), async (req, res) => {
    const { message } = parseInput(ticketReplySchema, req.body);
    res.status(201).json(await tickets.reply(idOf(req.params.id), { name: userOf(req).name }, message));
  });

  const agents = Router();
  agents.get('/', guard('support-ticket:read'), async (_req, res) => {
    const rows = await tickets.listAgents();
    sendAdminList(res, 'support-agents', rows, rows.length, 0);
  });

  const feedbackRouter = Router();
  feedbackRouter.get('/', guard('lead:read'), async (req, res) => {
    const page = parseAdminList(req.query, {
      sortFields: FEEDBACK_SORT_FIELDS,
      filter: feedbackFilterSchema,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const { rows, total } = await feedbacks.list({
      offset: page.offset,
      limit: page.limit,
      minScore: page.filter?.minScore,
      maxScore: page.filter?.maxScore,
    });
    sendAdminList(
      res,
      'feedbacks',
      rows.map((row) => ({ id: row._id, ...row })),
      total,
      page.offset,
    );
  });
  feedbackRouter.get('/:id', guard('lead:read'), async (req, res) => {
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', 'No encontramos esa opinión.');
    const feedback = await feedbacks.get(id);
    res.json({ id: feedback._id, ...feedback });
  });

  return [
    { path: '/api/admin/support-tickets', router },
    { path: '/api/admin/support-agents', router: agents },
    { path: '/api/admin/feedbacks', router: feedbackRouter },
  ];
}
