import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { CUSTOMER_SORT_FIELDS, customerIdParams, customerListFilter } from './admin-http.js';
import { exchangeBody, idParams, linkRequestBody, preferencesBody } from './http.js';

const SESSION =
  'Requiere la sesión del Portal Personas: la cookie HttpOnly `portal_sesion` que deja POST /api/portal/acceso/canjear. Sin ella (o vencida, o cerrada) responde 401. Un id de otro cliente responde 404, igual que uno que no existe.';

const money = z.object({ amount: z.string(), currency: z.string() });
const status = z.enum(['ACTIVE', 'CANCELED', 'PENDING', 'PROCESS_ACTIVATION', 'PROCESS_CANCELLATION', 'DECLINE']);
const policy = z.object({
  id: z.number(),
  number: z.string(),
  saleId: z.string(),
  productId: z.number().nullable(),
  productName: z.string().nullable(),
  insurerId: z.number().nullable(),
  insurerName: z.string().nullable(),
  status,
  statusLabel: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  periodicityMonths: z.number(),
  periodicityLabel: z.string(),
  premium: money,
});
const person = z.object({
  name: z.string(),
  rut: z.string(),
  role: z.enum(['Titular', 'Carga']),
  relationship: z.string().nullable(),
  status,
  statusLabel: z.string(),
  startDate: z.string(),
});
const policyDetail = policy.extend({
  insured: z.array(person),
  beneficiaries: z.array(person),
  coverages: z.array(z.string()),
  monthlyCard: z
    .object({
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      status: z.string(),
      changeCardUrl: z.string(),
    })
    .nullable(),
  cancellation: z.object({ canRequest: z.boolean(), withdrawalUntil: z.string(), withinWithdrawal: z.boolean() }),
});
const period = z.object({
  id: z.number(),
  policyId: z.number(),
  policyNumber: z.string(),
  seq: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  dueDate: z.string(),
  amount: money,
  amountClp: z.number().nullable(),
  ufValue: z.string().nullable(),
  paidClp: z.number(),
  status: z.enum(['PENDING', 'LATE', 'PARTIAL', 'PAID', 'NA']),
  statusLabel: z.string(),
  payUrl: z.string().nullable(),
  receipts: z.array(z.object({ id: z.number(), amountClp: z.number(), paidAt: z.string() })),
});
const preferences = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  commune: z.string().nullable(),
  region: z.string().nullable(),
  consent: z.boolean(),
  channel: z.enum(['email', 'phone', 'whatsapp']).nullable(),
  contactTime: z.enum(['morning', 'afternoon', 'evening', 'any']).nullable(),
  emails: z.array(z.object({ key: z.string(), name: z.string(), always: z.boolean(), active: z.boolean() })),
});
const pdfAnswer = { contentType: 'application/pdf', description: 'El PDF, como descarga (Content-Disposition).' };

/** The routes of portalRouter (http.ts): Portal Personas, issue 29. */
export const portalApiDoc: ApiDoc = (api) => {
  api
    .router('/api/portal', 'Portal Personas')
    .post('/acceso', {
      summary: 'Pide un enlace de acceso de un solo uso por correo (15 minutos)',
      description:
        'La respuesta es la misma exista o no una cuenta con ese correo. Limitado por correo y por IP (429 con Retry-After).',
      body: linkRequestBody,
      response: { status: 202, schema: dataOf(z.object({ message: z.string() })) },
      errors: [429],
    })
    .post('/acceso/canjear', {
      summary: 'Canjea el enlace por una sesión (deja la cookie HttpOnly SameSite portal_sesion)',
      description: 'Un enlace desconocido, vencido o ya usado responde 404. Limitado por IP.',
      body: exchangeBody,
      response: dataOf(z.object({ email: z.string() })),
      errors: [404, 429],
    })
    .get('/sesion', {
      summary: 'El cliente de la sesión',
      description: SESSION,
      response: dataOf(z.object({ email: z.string() })),
      errors: [401],
    })
    .delete('/sesion', {
      summary: 'Cierra la sesión en este dispositivo (borra la cookie)',
      response: { status: 204 },
    })
    .delete('/sesiones', {
      summary: 'Cierra la sesión en todos los dispositivos',
      description: SESSION,
      response: dataOf(z.object({ closed: z.number() })),
      errors: [401],
    })
    .get('/seguros', {
      summary: 'Mis seguros: las pólizas de las compras del cliente',
      description: SESSION,
      response: dataOf(z.array(policy)),
      errors: [401],
    })
    .get('/seguros/:id', {
      summary: 'Una póliza: asegurados, beneficiarios, coberturas del catálogo y plazo de retracto',
      description: SESSION,
      params: idParams,
      response: dataOf(policyDetail),
      errors: [401, 404],
    })
    .get('/seguros/:id/certificado', {
      summary: 'El certificado de cobertura de la póliza, en PDF',
      description: SESSION,
      params: idParams,
      response: pdfAnswer,
      errors: [401, 404],
    })
    .post('/seguros/:id/cancelacion', {
      summary: 'Solicita cancelar la póliza (queda en proceso de baja; dentro del retracto, se devuelve lo pagado)',
      description: SESSION,
      params: idParams,
      response: dataOf(
        z.object({
          policyId: z.number(),
          status,
          statusLabel: z.string(),
          withinWithdrawal: z.boolean(),
          refund: z.enum(['refunded', 'requested', 'not-refundable']).nullable(),
          message: z.string(),
        }),
      ),
      errors: [401, 404, 409],
    })
    .get('/pagos', {
      summary: 'Pagos: los períodos de las pólizas del cliente, con su estado, comprobantes y enlace de pago',
      description: SESSION,
      response: dataOf(z.array(period)),
      errors: [401],
    })
    .get('/pagos/:id/pagar', {
      summary: 'El enlace para pagar en línea un período por pagar',
      description: SESSION,
      params: idParams,
      response: dataOf(z.object({ url: z.string() })),
      errors: [401, 404, 409],
    })
    .get('/comprobantes/:id', {
      summary: 'El comprobante de un pago, en PDF',
      description: SESSION,
      params: idParams,
      response: pdfAnswer,
      errors: [401, 404],
    })
    .get('/preferencias', {
      summary: 'Datos y preferencias de contacto, y los correos que le enviamos',
      description: SESSION,
      response: dataOf(preferences),
      errors: [401],
    })
    .put('/preferencias', {
      summary: 'Actualiza teléfono, dirección y consentimiento de contacto (medio y horario)',
      description: SESSION,
      body: preferencesBody,
      response: dataOf(preferences),
      errors: [401],
    });
};

const customerRow = z.object({ id: z.number(), email: z.string(), purchases: z.number(), lastPurchaseAt: z.string() });
/** A saved search and an alert as the profile module answers them (its /api/admin/saved-searches shapes). */
const savedSearch = z
  .object({ id: z.number(), kind: z.enum(['search', 'product']), createdAt: z.string(), alertsSent: z.number() })
  .passthrough();
const alertSent = z
  .object({
    id: z.number(),
    reason: z.enum(['cheaper-equivalent', 'price-change', 'renewal']),
    status: z.enum(['pending', 'sent', 'skipped-weekly-limit', 'skipped-unsubscribed']),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .passthrough();
const customerDetail = z
  .object({
    id: z.number(),
    email: z.string(),
    policies: z.array(
      policy.pick({
        id: true,
        number: true,
        productName: true,
        insurerName: true,
        status: true,
        statusLabel: true,
        startDate: true,
        endDate: true,
        premium: true,
        periodicityLabel: true,
      }),
    ),
    payments: z.array(period.omit({ payUrl: true })),
    alertsConsentWithdrawnAt: z.string().nullable(),
    savedSearches: z.array(savedSearch),
    alerts: z.array(alertSent),
  })
  .meta({ id: 'PortalCustomer' });

/** The routes of customerAdminRouter (admin-http.ts): the back-office's view of Portal Personas customers. */
export const customerAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', 'Back-office: clientes del Portal Personas')
    .get('/customers', {
      summary: 'Clientes del Portal Personas (cuentas que compraron en el sitio)',
      description: 'El filtro email busca la dirección exacta.',
      permission: 'customer:read',
      list: true,
      query: adminListSchema(CUSTOMER_SORT_FIELDS, customerListFilter),
      response: z.array(customerRow),
    })
    .get('/customers/:id', {
      summary: 'Un cliente: sus pólizas, pagos, búsquedas guardadas y alertas enviadas',
      permission: 'customer:read',
      params: customerIdParams,
      response: customerDetail,
      errors: [404],
    })
    .post('/customers/:id/sign-out', {
      summary: 'Cierra todas las sesiones del cliente en el Portal Personas',
      permission: 'customer:update',
      params: customerIdParams,
      response: z.object({ revoked: z.number() }),
      errors: [404],
    })
    .post('/customers/:id/withdraw-alerts', {
      summary: 'Retira la autorización de alertas de precio y de renovación del cliente (no se le envían más)',
      permission: 'customer:update',
      params: customerIdParams,
      response: z.object({ withdrawn: z.boolean() }),
      errors: [404],
    });
};
