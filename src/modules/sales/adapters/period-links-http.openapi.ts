import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { periodLinkPaySchema, periodLinkQuerySchema } from './period-links-http.js';

const periodPayment = z
  .object({
    id: z.string(),
    status: z.enum(['PENDING', 'OK', 'DECLINED']),
    paymentType: z.string(),
    errorCode: z.string().nullable().meta({ description: 'Código del proveedor (spec 03 §8)' }),
    message: z.string().nullable(),
    advice: z.string().nullable(),
    instructions: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'Transferencia: datos bancarios, monto y referencia' }),
    redirectUrl: z.string().nullable().meta({ description: 'Pago en la página del proveedor (Webpay)' }),
    cardLast4: z.string().nullable(),
  })
  .meta({ id: 'PeriodLinkPayment' });

const periodLink = z
  .object({
    periodId: z.number(),
    seq: z.number().meta({ description: 'Número de la cuota' }),
    productName: z.string().nullable(),
    billingDate: z.string(),
    dueDate: z.string().meta({ description: 'Vencimiento (AAAA-MM-DD)' }),
    amountClp: z.number().nullable().meta({ description: 'Pesos a pagar (entero)' }),
    amountUf: z.string().nullable().meta({ description: 'El monto en UF, dos decimales' }),
    state: z.enum(['payable', 'paid', 'closed']).meta({ description: 'paid: ya pagada; closed: ya no se cobra' }),
    payment: periodPayment.nullable(),
  })
  .meta({ id: 'PeriodLink' });

const periodParams = z.object({ periodId: z.string().meta({ description: 'Id del período de cobro' }) });
const returnFields = z.object({
  token_ws: z.string().optional(),
  TBK_TOKEN: z.string().optional(),
  TBK_ORDEN_COMPRA: z.string().optional(),
  TBK_ID_SESION: z.string().optional(),
});
const chargeReturn = {
  params: z.object({ chargeId: z.string() }),
  query: returnFields,
  response: {
    status: 303,
    contentType: 'text/plain',
    description: 'Redirige a /pagar-cuota/{período}?t=…&pago={id}, que muestra el resultado.',
  },
  errors: [400, 404],
};

/** The routes of periodLinksRouter (period-links-http.ts). */
export const periodLinksApiDoc: ApiDoc = (api) => {
  api
    .router('/api/sales/periods', 'Pago de cuotas por enlace')
    .get('/charges/:chargeId/return', {
      summary: 'Vuelta desde la página del proveedor (Webpay) tras pagar una cuota por enlace',
      ...chargeReturn,
    })
    .post('/charges/:chargeId/return', {
      summary: 'Vuelta desde la página del proveedor (Webpay, formulario POST) tras pagar una cuota por enlace',
      ...chargeReturn,
    })
    .get('/:periodId', {
      summary: 'La cuota que abre un enlace de pago firmado (producto, vencimiento, monto en pesos y UF)',
      params: periodParams,
      query: periodLinkQuerySchema,
      response: dataOf(periodLink),
      errors: [400, 404],
    })
    .post('/:periodId/payments', {
      summary: 'Paga la cuota del enlace con un pago único (tarjeta, Webpay o transferencia), una vez por clave',
      params: periodParams,
      headers: z.object({ 'idempotency-key': z.string().meta({ description: 'Obligatoria' }) }),
      body: periodLinkPaySchema,
      response: { status: 201, schema: dataOf(periodLink), description: 'Pago creado' },
      responses: { 200: { schema: dataOf(periodLink), description: 'La clave ya se usó: la respuesta de ese pago' } },
      errors: [400, 404, 409, 503],
    });
};
