import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, numericIdParams, type ApiDoc } from '../../../platform/http/openapi.js';
import {
  ADVISOR_SORT_FIELDS,
  advisorBodySchema,
  advisorChangesSchema,
  advisorFilterSchema,
  assignBodySchema,
  LEAD_SORT_FIELDS,
  leadFilterSchema,
  statusBodySchema,
} from './admin-http.js';

const person = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const adminLeadSchema = z
  .object({
    id: z.number(),
    kind: z.string(),
    status: z.number(),
    statusLabel: z.string().nullable(),
    subStatus: z.number().nullable(),
    subStatusLabel: z.string().nullable(),
    origin: z.string(),
    /** The edition the lead was made on (issue 27). */
    countryCode: z.enum(['CL', 'PE', 'CO', 'INT']),
    nombre: z.string(),
    rut: z.string().nullable(),
    rutPareja: z.string().nullable(),
    email: z.string(),
    telefono: z.string().nullable(),
    fechaNacimiento: z.string().nullable(),
    contactChannel: z.string(),
    contactTime: z.string(),
    contactConsent: z.object({
      channel: z.string(),
      channelLabel: z.string(),
      preferredTime: z.string(),
      preferredTimeLabel: z.string(),
    }),
    product: z.object({
      id: z.string().nullable(),
      code: z.string().nullable(),
      name: z.string().nullable(),
      type: z.string().nullable(),
    }),
    productId: z.string().nullable(),
    businessLine: z.string().nullable(),
    isInternalTraffic: z.boolean(),
    advisor: person.nullable(),
    executive: person.nullable(),
    executiveId: z.number().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminLead' });

const adminLeadDetail = adminLeadSchema
  .extend({
    profile: z.record(z.string(), z.unknown()).nullable(),
    referrer: z.record(z.string(), z.unknown()).nullable(),
    extra: z.record(z.string(), z.unknown()),
    attribution: z.array(z.looseObject({ referrer: z.string(), date: z.string() })),
    emails: z.array(
      z.object({ kind: z.string(), to: z.string().nullable(), sentAt: z.string().nullable(), attempts: z.number() }),
    ),
    history: z.array(
      z.object({
        action: z.enum(['status', 'assign']),
        status: z.number().nullable(),
        subStatus: z.number().nullable(),
        executive: z.object({ id: z.number(), name: z.string() }).nullable(),
        by: z.object({ id: z.number(), name: z.string() }).nullable(),
        at: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminLeadDetail' });

const advisor = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    country: z.string(),
    active: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Advisor' });

/** The back-office routes of leadsAdminRoutes (admin-http.ts). */
export const leadsAdminApiDoc: ApiDoc = (api) => {
  api.router('/api/qpassignment', 'Back-office: solicitudes').get('/reassign/:id', {
    summary: 'Reasigna la solicitud al siguiente ejecutivo activo (spec 03 §7)',
    permission: 'lead:assign',
    params: numericIdParams,
    response: dataOf(adminLeadSchema),
    errors: [404, 409],
  });
  api
    .router('/api/admin/advisors', 'Back-office: solicitudes')
    .get('/', {
      summary: 'Asesores (referidos)',
      permission: 'lead:read',
      list: true,
      query: adminListSchema(ADVISOR_SORT_FIELDS, advisorFilterSchema),
      response: z.array(advisor),
    })
    .get('/:id', {
      summary: 'Un asesor',
      permission: 'lead:read',
      params: numericIdParams,
      response: advisor,
      errors: [404],
    })
    .post('/', {
      summary: 'Crea un asesor',
      permission: 'lead:assign',
      body: advisorBodySchema,
      response: { status: 201, schema: advisor },
      errors: [409],
    })
    .put('/:id', {
      summary: 'Edita un asesor',
      permission: 'lead:assign',
      params: numericIdParams,
      body: advisorChangesSchema,
      response: advisor,
      errors: [404, 409],
    });
  api
    .router('/api/admin/leads', 'Back-office: solicitudes')
    .get('/', {
      summary: 'Solicitudes (leads)',
      permission: 'lead:read',
      list: true,
      query: adminListSchema(LEAD_SORT_FIELDS, leadFilterSchema),
      response: z.array(adminLeadSchema),
    })
    .get('/:id', {
      summary: 'Una solicitud con su perfil, atribución, historial y correos enviados',
      permission: 'lead:read',
      params: numericIdParams,
      response: adminLeadDetail,
      errors: [404],
    })
    .put('/:id/assign', {
      summary: 'Asigna la solicitud a un ejecutivo',
      permission: 'lead:assign',
      params: numericIdParams,
      body: assignBodySchema,
      response: adminLeadDetail,
      errors: [404, 409],
    })
    .put('/:id', {
      summary: 'Cambia el estado y sub-estado de la solicitud',
      permission: 'lead:update',
      params: numericIdParams,
      body: statusBodySchema,
      response: adminLeadDetail,
      errors: [404, 409],
    });
  api.router('/api/admin/lead-stats', 'Back-office: solicitudes').get('/', {
    summary: 'Solicitudes por estado y por día chileno (últimos 30 días)',
    permission: 'lead:read',
    response: z.object({
      byStatus: z.array(z.object({ status: z.number(), count: z.number(), label: z.string() })),
      byDay: z.array(z.object({ date: z.string().meta({ format: 'date' }), count: z.number() })),
    }),
  });
  api.router('/api/admin/lead-statuses', 'Back-office: solicitudes').get('/', {
    summary: 'Estados y sub-estados de una solicitud',
    permission: 'lead:read',
    response: z.object({
      statuses: z.array(z.object({ id: z.number(), label: z.string() })),
      subStatuses: z.array(z.object({ id: z.number(), label: z.string(), parent: z.number() })),
    }),
  });
};
