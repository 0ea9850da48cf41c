import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { PAYMENT_STATUSES, SALE_STATUSES } from '../domain/statuses.js';
import { PAYMENT_TYPES, PROVIDERS } from '../domain/payment-types.js';
import { SUBSCRIPTION_STATES } from '../domain/subscriptions.js';
import type { PaymentOptions } from './providers/browser-options.js';
import { paySchema, startSchema, stepSchema } from './http.js';

const step = z.object({
  code: z.string(),
  title: z.string(),
  segment: z.string(),
  orderPosition: z.number(),
  status: z.string(),
});
const stepWithForm = step.extend({
  fields: z.array(z.looseObject({ fldName: z.string(), required: z.boolean() })).meta({
    description: 'Campos del paso (SaleFormField: los del formulario de perfil más required, rule…)',
  }),
  data: z.record(z.string(), z.unknown()).nullable().meta({ description: 'Lo ya guardado en el paso' }),
});

export const paymentSchema = z
  .object({
    id: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    provider: z.string().nullable().meta({ description: 'null: un pago sin cobro (no-payment-one-time)' }),
    paymentType: z.string(),
    amount: z.string().meta({ description: 'Monto exacto (CLP entero, UF decimal) como texto' }),
    fee: z.string(),
    tax: z.string(),
    currency: z.string(),
    errorCode: z.string().optional().meta({ description: 'Código del proveedor (spec 03 §8)' }),
    message: z.string().optional(),
    advice: z.string().optional(),
    instructions: z
      .looseObject({
        amount: z.object({ amount: z.string(), currency: z.string() }),
        reference: z.string(),
      })
      .optional()
      .meta({
        description:
          'Transferencia: los datos bancarios (banco, tipoCuenta, numeroCuenta, titular, rut, email), el monto y la referencia a indicar',
      }),
    redirectUrl: z.string().optional().meta({ description: 'Pago en la página del proveedor' }),
    card: z.object({ brand: z.string().nullable(), last4: z.string() }).optional(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Payment' });

export { stepWithForm as saleStepWithFormSchema };

const saleToken = z.object({
  'x-sale-token': z.string().optional().meta({ description: 'El token que entregó POST /api/sales' }),
});
const saleParams = z.object({ id: z.string().meta({ description: 'Id de la venta' }) });

const paymentOptionsSchema = z
  .object({
    testMode: z.boolean().meta({ description: 'No se cobra dinero real (proveedor de prueba o PAYMENT_TEST_MODE)' }),
    card: z
      .object({
        provider: z.enum(PROVIDERS),
        library: z
          .discriminatedUnion('kind', [
            z.object({
              kind: z.literal('kushki'),
              scriptUrl: z.string(),
              publicKey: z.string(),
              testEnvironment: z.boolean(),
            }),
            z.object({ kind: z.literal('mercadopago'), scriptUrl: z.string(), publicKey: z.string() }),
          ])
          .nullable()
          .meta({ description: 'La librería que tokeniza la tarjeta en el navegador (su clave pública)' }),
      })
      .nullable(),
    webpay: z.boolean().meta({ description: 'La tarjeta se ingresa en la página de Transbank' }),
    transfer: z.object({ paymentType: z.enum(PAYMENT_TYPES) }).nullable(),
    monthlyCard: z
      .object({
        provider: z.enum(PROVIDERS),
        enrolment: z.enum(['page', 'card-form']).meta({
          description:
            'page: la tarjeta se inscribe en la página del proveedor (Oneclick, sandbox); card-form: en nuestro formulario, tokenizada por la librería del proveedor',
        }),
      })
      .nullable()
      .meta({ description: 'Pago automático mensual con tarjeta (productos de pago mensual); null: no configurado' }),
  })
  .meta({ id: 'PaymentOptions' });

/** The card enrolled for automatic monthly charges (issue 28): brand and last 4 only. */
export const saleSubscriptionSchema = z
  .object({
    id: z.string(),
    status: z.enum(SUBSCRIPTION_STATES),
    provider: z.string(),
    card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
    chargeDay: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Día del mes en que se cobra (null hasta pagar la venta)' }),
    nextChargeDate: z.string().nullable().meta({ description: 'Fecha del próximo cobro (YYYY-MM-DD)' }),
  })
  .meta({ id: 'SaleSubscription' });

/** What the enrolment return reads (Oneclick's TBK_TOKEN, from the query string or the form body). */
const enrolmentReturnFields = z.object({
  TBK_TOKEN: z.string().optional().meta({ description: 'La inscripción de tarjeta en la página del proveedor' }),
});

/** What the payment return reads (Webpay's keys, from the query string or the form body); the rest is ignored. */
const paymentReturnFields = z.object({
  token_ws: z.string().optional().meta({ description: 'Webpay: el pago terminado en su formulario' }),
  TBK_TOKEN: z.string().optional().meta({ description: 'Webpay: el comprador presionó Anular' }),
  TBK_ORDEN_COMPRA: z.string().optional(),
  TBK_ID_SESION: z.string().optional(),
});
const paymentReturn = {
  params: z.object({ paymentId: z.string().meta({ description: 'Id del pago' }) }),
  response: {
    status: 303,
    contentType: 'text/plain',
    description: 'Redirige a /Compra-Online/{producto}/Confirmacion?pago={id}, que muestra el resultado del pago.',
  },
  errors: [404],
};

const startedSale = z.object({
  id: z.string(),
  token: z.string().meta({ description: 'Se envía en x-sale-token en las llamadas siguientes' }),
  productCode: z.string(),
  productName: z.string().nullable(),
  steps: z.array(step),
  amount: z.string(),
  currency: z.string(),
});

/** The routes of salesPublicRouter (http.ts): online purchase (spec 03 §2 §4 §7). */
export const salesApiDoc: ApiDoc = (api) => {
  api
    .router('/api/sales', 'Venta en línea')
    .get('/payment-options', {
      summary: 'Los medios de pago que ofrece el paso de pago (según la configuración)',
      response: dataOf(paymentOptionsSchema),
    })
    .get('/payments/:paymentId/return', {
      summary: 'Vuelta del comprador desde la página del proveedor de pagos (Webpay: GET con token_ws)',
      query: paymentReturnFields,
      ...paymentReturn,
    })
    .post('/payments/:paymentId/return', {
      summary: 'Vuelta del comprador desde la página del proveedor de pagos (Webpay: formulario POST)',
      description:
        'Cuerpo application/x-www-form-urlencoded (hasta 8 kB) con TBK_TOKEN, TBK_ORDEN_COMPRA y TBK_ID_SESION, o token_ws; también se leen de la query.',
      query: paymentReturnFields,
      ...paymentReturn,
    })
    .get('/payments/:paymentId/enrolment', {
      summary: 'Vuelta del comprador desde la inscripción de tarjeta del proveedor (pago automático mensual)',
      description:
        'Termina la inscripción, guarda solo la referencia del proveedor (marca y últimos 4 dígitos) y cobra la primera cuota; un segundo retorno no cobra de nuevo.',
      query: enrolmentReturnFields,
      ...paymentReturn,
    })
    .post('/payments/:paymentId/enrolment', {
      summary: 'Vuelta del comprador desde la inscripción de tarjeta del proveedor (formulario POST)',
      description: 'Cuerpo application/x-www-form-urlencoded (hasta 8 kB) con TBK_TOKEN; también se lee de la query.',
      query: enrolmentReturnFields,
      ...paymentReturn,
    })
    .post('/webhooks/:provider', {
      summary: 'Notificación de un proveedor de pagos (firma verificada por el proveedor)',
      description: 'El cuerpo es el de cada proveedor (Transbank, Mercado Pago, Kushki).',
      params: z.object({ provider: z.string() }),
      response: dataOf(
        z.object({
          applied: z.boolean(),
          status: z.string().optional(),
          reason: z.literal('unknown-reference').optional(),
        }),
      ),
      errors: [401, 404],
    })
    .post('/', {
      summary: 'Empieza la compra de un seguro (Idempotency-Key opcional: un reintento no abre otra venta)',
      headers: z.object({
        'idempotency-key': z
          .string()
          .optional()
          .meta({ description: 'Opcional: la misma clave y el mismo cuerpo responden la misma venta (200)' }),
      }),
      body: startSchema,
      response: {
        status: 201,
        schema: dataOf(startedSale),
        description: 'Venta creada (200 si la clave ya abrió esta venta)',
      },
      responses: {
        200: { schema: dataOf(startedSale), description: 'La misma clave y el mismo cuerpo: la venta ya abierta' },
      },
      errors: [404, 409],
    })
    .get('/:id', {
      summary: 'La venta con sus pasos, formularios y pagos',
      params: saleParams,
      headers: saleToken,
      response: dataOf(
        z.object({
          id: z.string(),
          productCode: z.string(),
          productName: z.string().nullable(),
          status: z.enum(SALE_STATUSES),
          amount: z.string(),
          currency: z.string(),
          periodicityMonths: z.number(),
          steps: z.array(stepWithForm),
          payments: z.array(paymentSchema),
          offersMonthlyCard: z
            .boolean()
            .meta({ description: 'El paso de pago ofrece el pago automático mensual con tarjeta' }),
          subscription: saleSubscriptionSchema.nullable(),
          createdAt: z.string(),
          completedAt: z.string().nullable(),
        }),
      ),
      errors: [403, 404],
    })
    .put('/:id/steps/:code', {
      summary: 'Guarda un paso del formulario de compra',
      params: saleParams.extend({ code: z.string() }),
      headers: saleToken,
      body: stepSchema,
      response: dataOf(z.object({ id: z.string(), status: z.enum(SALE_STATUSES), steps: z.array(step) })),
      errors: [403, 404, 409],
    })
    .post('/:id/payments', {
      summary: 'Paga la venta (Idempotency-Key obligatoria: sin ella 4292)',
      params: saleParams,
      headers: saleToken.extend({ 'idempotency-key': z.string().meta({ description: 'Obligatoria' }) }),
      body: paySchema,
      response: { status: 201, schema: dataOf(paymentSchema), description: 'Pago creado (200 si la clave ya se usó)' },
      responses: { 200: { schema: dataOf(paymentSchema), description: 'La misma clave: el pago ya creado' } },
      errors: [403, 404, 409, 502],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [Assignable<PaymentOptions, z.infer<typeof paymentOptionsSchema>>] = [true];
void typeChecks;
