import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { STAFF_SUBSCRIPTION_ACTIONS } from '../domain/subscription-staff-actions.js';
import { SUBSCRIPTION_STATES } from '../domain/subscriptions.js';
import {
  changeDateSchema,
  reasonSchema,
  SUBSCRIPTION_PERMISSIONS,
  SUBSCRIPTION_SORT_FIELDS,
  subscriptionFilterSchema,
} from './subscriptions-admin-http.js';

const nextCharge = z
  .object({ periodId: z.number(), seq: z.number(), chargeDate: z.string(), amountClp: z.number().nullable() })
  .nullable()
  .meta({ description: 'La próxima cuota abierta y el día en que se cobra (null: ninguna abierta)' });

const subscriptionRow = z
  .object({
    id: z.string(),
    saleId: z.string(),
    status: z.enum(SUBSCRIPTION_STATES),
    paymentType: z.string(),
    provider: z.string(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    chargeDay: z.number().nullable(),
    productName: z.string().nullable(),
    buyerName: z.string().nullable(),
    buyerEmail: z.string().nullable(),
    nextCharge,
    latePeriods: z.number().meta({ description: 'Cuotas atrasadas (LATE) sin pagar' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminSubscription' });

const actions = z.array(z.enum(STAFF_SUBSCRIPTION_ACTIONS));

const actionResult = dataOf(
  z.object({ id: z.string(), status: z.enum(SUBSCRIPTION_STATES), chargeDay: z.number().nullable(), actions }),
);

const params = z.object({ id: z.string() });
const staffOnly = 'Sin el permiso de personal lead:read la lista viene vacía y cada pago automático da 404.';

/** The routes of subscriptionsAdminRouter (subscriptions-admin-http.ts): the Suscripciones resource. */
export const subscriptionsAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/subscriptions', 'Back-office: pagos automáticos')
    .get('/', {
      summary: 'Pagos automáticos mensuales con tarjeta (filtro por estado y búsqueda)',
      description: staffOnly,
      permission: SUBSCRIPTION_PERMISSIONS.read,
      list: true,
      query: adminListSchema(SUBSCRIPTION_SORT_FIELDS, subscriptionFilterSchema),
      response: z.array(subscriptionRow),
    })
    .get('/:id', {
      summary: 'Un pago automático: próxima cuota, cuotas (atrasadas marcadas), tarjeta e historial',
      description: staffOnly,
      permission: SUBSCRIPTION_PERMISSIONS.read,
      params,
      response: subscriptionRow.extend({
        card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
        actions,
        periods: z.array(
          z.object({
            id: z.number(),
            periodId: z.number(),
            seq: z.number(),
            billingDate: z.string(),
            chargeDate: z.string(),
            amountClp: z.number().nullable(),
            attempts: z.number(),
            paidAt: z.string().nullable(),
            paidBy: z.string().nullable(),
            lateAt: z.string().nullable(),
          }),
        ),
        history: z.array(
          z.object({
            id: z.number(),
            action: z.string(),
            detail: z.record(z.string(), z.unknown()).nullable(),
            actorId: z.number().nullable(),
            at: z.string(),
          }),
        ),
      }),
      errors: [404],
    })
    .post('/:id/pause', {
      summary: 'Pausa el pago automático: no se cobra ninguna cuota mientras esté pausado',
      permission: SUBSCRIPTION_PERMISSIONS.manage,
      params,
      body: reasonSchema,
      response: actionResult,
      errors: [404, 409],
    })
    .post('/:id/resume', {
      summary: 'Reanuda un pago automático pausado',
      permission: SUBSCRIPTION_PERMISSIONS.manage,
      params,
      body: reasonSchema,
      response: actionResult,
      errors: [404, 409],
    })
    .post('/:id/change-date', {
      summary: 'Cambia la fecha de cobro (changeDate): el día elegido rige desde la próxima cuota',
      description: 'La fecha debe existir, no ser anterior a hoy y caer en el mes de la próxima cuota abierta.',
      permission: SUBSCRIPTION_PERMISSIONS.manage,
      params,
      body: changeDateSchema,
      response: actionResult,
      errors: [404, 409],
    })
    .post('/:id/cancel', {
      summary: 'Cancela el pago automático (definitivo); las cuotas pendientes se pagan por su enlace',
      permission: SUBSCRIPTION_PERMISSIONS.cancel,
      params,
      body: reasonSchema,
      response: actionResult,
      errors: [404, 409],
    });
};
