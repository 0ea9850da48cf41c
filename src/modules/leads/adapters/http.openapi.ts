import { z } from 'zod';
import { dataOf, requiredIn, type ApiDoc } from '../../../platform/http/openapi.js';
import {
  contactBodySchema,
  feedbackFields,
  feedbackPatchSchema,
  requestBodySchema,
  sendEmailBodySchema,
  updateBodySchema,
} from './http-schemas.js';

const productRef = z.object({
  id: z.string().nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  type: z.string().nullable(),
});

const publicLead = z
  .object({
    message: z.string(),
    status: z.number().int(),
    data: z.object({
      id: z.number(),
      token: z.string().meta({ description: 'Para completar la solicitud (POST …/update) y opinar' }),
      kind: z.string(),
      status: z.number(),
      contactChannel: z.string(),
      contactTime: z.string(),
      product: productRef,
      advisor: z.object({ name: z.string(), email: z.string() }).nullable(),
      createdAt: z.string(),
      duplicate: z.boolean().meta({ description: 'true: la misma solicitud ya había llegado (200)' }),
    }),
  })
  .meta({ id: 'LeadReceipt' });

const feedback = z
  .object({
    _id: z.string(),
    leadId: z.number().nullable(),
    score: z.number().nullable(),
    comment: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Feedback' });

const idempotency = z.object({
  'idempotency-key': z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'La misma clave no crea una segunda solicitud' }),
});

const created = {
  response: { status: 201, schema: publicLead, description: 'Recibida (200 si ya había llegado)' },
  responses: { 200: { schema: publicLead, description: 'La misma solicitud ya había llegado' } },
  headers: idempotency,
  errors: [429],
};

// A plan or additional-insurance request needs the person, the RUT, the contact and the terms accepted (spec 03 §3).
const requestBody = requiredIn(requestBodySchema, ['nombre', 'rutsolicitud', 'email', 'telefono', 'agree']).meta({
  id: 'LeadRequest',
});

/** The public routes of leadsPublicRoutes (http.ts), spec 03 §7. */
export const leadsApiDoc: ApiDoc = (api) => {
  const update = {
    summary: 'Completa una solicitud enviada (id y token de la respuesta)',
    body: updateBodySchema,
    response: publicLead,
    errors: [404, 429],
  };
  api
    .router('/api/solicitarplans', 'Solicitudes')
    .post('/', { summary: 'Solicitar un plan (formulario de spec 03 §3)', body: requestBody, ...created })
    .post('/update', update)
    .get('/estadisticasolicitudesplanes', {
      summary: 'Solicitudes por producto',
      response: dataOf(
        z.array(
          z.object({
            productId: z.string().nullable(),
            productCode: z.string().nullable(),
            productName: z.string().nullable(),
            count: z.number(),
          }),
        ),
      ),
    });
  api
    .router('/api/seguro-adicional', 'Solicitudes')
    .post('/solicitar', { summary: 'Solicitar un seguro adicional', body: requestBody, ...created })
    .post('/update', update);
  api
    .router('/api/contactos', 'Solicitudes')
    .post('/', { summary: 'Formulario de contacto', body: contactBodySchema, ...created });
  api.router('/api/sendemail', 'Solicitudes').post('/', {
    summary: 'Envía por correo el enlace de la búsqueda o del plan',
    body: sendEmailBodySchema,
    ...created,
  });
  api.router('/api/referidos', 'Solicitudes').get('/', {
    summary: 'Asesor por su correo (30 consultas por IP cada 10 minutos)',
    query: z.object({ email: z.string() }),
    response: dataOf(z.object({ name: z.string(), email: z.string(), country: z.string() })),
    errors: [404, 429],
  });
  api
    .router('/api/feedbacks', 'Opiniones')
    .get('/getLead/:leadId/:token', {
      summary: 'La solicitud y sus opiniones, para la página de opinión',
      response: dataOf(
        z.object({
          lead: z.object({
            id: z.number(),
            nombre: z.string(),
            productName: z.string().nullable(),
            createdAt: z.string(),
          }),
          feedbacks: z.array(feedback),
        }),
      ),
      errors: [404],
    })
    .get('/', {
      summary: 'Una opinión por su id',
      query: z.object({ id: z.uuid() }),
      response: dataOf(feedback),
      errors: [404],
    })
    .post('/', {
      summary: 'Deja una opinión (nota 1 a 5 y comentario)',
      // The route asks for a score or a comment (a refinement): documented as either one required.
      body: z.union([requiredIn(feedbackFields, ['score']), requiredIn(feedbackFields, ['comment'])]),
      response: { status: 201, schema: dataOf(feedback) },
      errors: [404, 429],
    })
    .patch('/', {
      summary: 'Cambia la nota o el comentario de una opinión',
      body: feedbackPatchSchema,
      response: dataOf(feedback),
      errors: [404, 429],
    });
};
