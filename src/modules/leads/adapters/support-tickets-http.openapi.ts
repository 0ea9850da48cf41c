import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { numericIdParams, type ApiDoc } from '../../../platform/http/openapi.js';
import { TICKET_STATUSES } from '../domain/support-ticket.js';
import {
  FEEDBACK_SORT_FIELDS,
  feedbackFilterSchema,
  TICKET_SORT_FIELDS,
  ticketChangesSchema,
  ticketCreateSchema,
  ticketFilterSchema,
  ticketReplySchema,
} from './support-tickets-http.js';

const ticket = z
  .object({
    id: z.number(),
    subject: z.string(),
    description: z.string(),
    requesterName: z.string(),
    requesterEmail: z.string(),
    /** The edition of the host the ticket was opened on (issue 27). */
    countryCode: z.enum(['CL', 'PE', 'CO', 'INT']),
    status: z.enum(TICKET_STATUSES),
    statusLabel: z.string().meta({ description: 'Nuevo, Abierto, Pendiente, En Espera o Completado' }),
    assigneeId: z.number().nullable(),
    assigneeName: z.string().nullable(),
    createdById: z.number().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SupportTicket' });
const message = z
  .object({
    id: z.number(),
    ticketId: z.number(),
    authorName: z.string(),
    body: z.string(),
    sentTo: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SupportTicketMessage' });
const agent = z.object({ id: z.number(), name: z.string(), email: z.string() });
const feedback = z
  .object({
    id: z.string(),
    _id: z.string(),
    leadId: z.number().nullable(),
    score: z.number().nullable(),
    comment: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    leadName: z.string().nullable().optional(),
    productName: z.string().nullable().optional(),
  })
  .meta({ id: 'AdminFeedback' });
const uuidParams = z.object({ id: z.string() });

/** The routes of supportTicketsAdminRoutes (support-tickets-http.ts). */
export const supportTicketsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/support-tickets', 'Back-office: soporte')
    .get('/', {
      summary: 'Tickets de soporte (spec 03 §4: Nuevo, Abierto, Pendiente, En Espera, Completado)',
      permission: 'support-ticket:read',
      list: true,
      query: adminListSchema(TICKET_SORT_FIELDS, ticketFilterSchema),
      response: z.array(ticket),
    })
    .get('/:id', {
      summary: 'Un ticket con las respuestas enviadas al cliente',
      permission: 'support-ticket:read',
      params: numericIdParams,
      response: ticket.extend({ messages: z.array(message) }),
      errors: [404],
    })
    .post('/', {
      summary: 'Abre un ticket (el soporte puede abrirlo a nombre de un cliente)',
      permission: 'contact-us:create',
      body: ticketCreateSchema,
      response: { status: 201, schema: ticket },
    })
    .put('/:id', {
      summary: 'Asigna el ticket a una persona del soporte y/o cambia su estado',
      permission: 'support-ticket:update',
      params: numericIdParams,
      body: ticketChangesSchema,
      response: ticket,
      errors: [404, 409],
    })
    .post('/:id/replies', {
      summary: 'Responde al cliente por correo (se envía por la cola de correos)',
      permission: 'support-ticket:update',
      params: numericIdParams,
      body: ticketReplySchema,
      response: { status: 201, schema: message },
      errors: [404, 409],
    });
  api.router('/api/admin/support-agents', 'Back-office: soporte').get('/', {
    summary: 'Personas del soporte a quienes se puede asignar un ticket',
    permission: 'support-ticket:read',
    list: true,
    response: z.array(agent),
  });
  api
    .router('/api/admin/feedbacks', 'Back-office: solicitudes')
    .get('/', {
      summary: 'Opiniones de los clientes sobre sus solicitudes',
      permission: 'lead:read',
      list: true,
      query: adminListSchema(FEEDBACK_SORT_FIELDS, feedbackFilterSchema),
      response: z.array(feedback),
    })
    .get('/:id', {
      summary: 'Una opinión',
      permission: 'lead:read',
      params: uuidParams,
      response: feedback,
      errors: [404],
    });
};
