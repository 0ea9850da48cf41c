import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/validate.js';
import { requestEdition } from '../../profile/index.js';
import type { FinishCardEnrolment } from '../application/finish-card-enrolment.js';
import type { GetSale, SaleSubscriptionFacts } from '../application/get-sale.js';
import type { HandlePaymentReturn } from '../application/handle-payment-return.js';
import type { HandleWebhook } from '../application/handle-webhook.js';
import { MissingIdempotencyKeyError, type PaySale } from '../application/pay-sale.js';
import type { PaymentRecord, SaleRecord } from '../application/ports.js';
import { stepsOf } from '../application/sale-access.js';
import type { SaveStep } from '../application/save-step.js';
import type { StartSale } from '../application/start-sale.js';
import { formSection } from '../domain/sale-form.js';
import { CONFIRMATION_SEGMENT } from '../domain/steps.js';
import type { PaymentOptions } from './providers/browser-options.js';

export interface SalesHttpUseCases {
  start: StartSale;
  saveStep: SaveStep;
  pay: PaySale;
  get: GetSale;
  webhook: HandleWebhook;
  paymentReturn: HandlePaymentReturn;
  /** The buyer back from the provider's card enrolment page (issue 28). */
  enrolmentReturn: FinishCardEnrolment;
  /** What the payment step offers (by configuration). */
  paymentOptions: () => PaymentOptions;
}

export const startSchema = z.object({
  productCode: z.string().trim().min(1, 'Falta el código del seguro.').max(100),
  profile: z.record(z.string(), z.unknown()).nullish(),
  referrer: z
    .union([z.string().max(500), z.record(z.string(), z.unknown()).transform((r) => JSON.stringify(r))])
    .nullish(),
  leadAttributionInfo: z.array(z.unknown()).max(100).nullish(),
});

export const stepSchema = z.union([
  z.object({ data: z.record(z.string(), z.unknown()) }).transform((body) => body.data),
  z.record(z.string(), z.unknown()),
]);

export const paySchema = z.object({
  paymentType: z.string().trim().min(1, 'Elige un medio de pago.').max(60),
  provider: z.string().trim().max(40).nullish(),
  token: z.string().trim().max(2000).nullish(),
  // MercadoPago's Card Payment Brick answers these with the token (its payment needs them).
  paymentMethodId: z.string().trim().max(40).nullish(),
  issuerId: z.union([z.string().trim().max(40), z.number().int().transform(String)]).nullish(),
});

/** What an enrolment return reads (Oneclick's TBK_TOKEN, from the query or the form body); the rest is ignored. */
export const enrolmentReturnSchema = z
  .object({
    TBK_TOKEN: z.string().trim().max(200).optional().meta({ description: 'La inscripción en la página del proveedor' }),
  })
  .transform((fields): Record<string, string> => (fields.TBK_TOKEN ? { TBK_TOKEN: fields.TBK_TOKEN } : {}));

const saleToken = (req: Request) => req.header('x-sale-token')?.trim() || undefined;

/** Steps as the site needs them: the contract fields, plus the server form definition and the data kept. */
export function stepsJson(sale: SaleRecord, withForms: boolean) {
  return stepsOf(sale).map((step) => ({
    code: step.code,
    title: step.title,
    segment: step.segment,
    orderPosition: step.orderPosition,
    status: step.status,
    ...(withForms
      ? { fields: formSection(step.code, step.title).fields, data: sale.steps[step.code]?.data ?? null }
      : {}),
  }));
}

export function paymentJson(payment: PaymentRecord) {
  return {
    id: payment.id,
    status: payment.status,
    provider: payment.provider,
    paymentType: payment.paymentType,
    amount: payment.amount.amount,
    fee: payment.fee.amount,
    tax: payment.tax.amount,
    currency: payment.amount.currency,
    ...(payment.errorCode ? { errorCode: payment.errorCode } : {}),
    ...(payment.message ? { message: payment.message } : {}),
    ...(payment.advice ? { advice: payment.advice } : {}),
    ...(payment.instructions ? { instructions: payment.instructions } : {}),
    ...(payment.redirectUrl ? { redirectUrl: payment.redirectUrl } : {}),
    ...(payment.challenge && payment.status === 'PENDING' ? { challenge: payment.challenge } : {}),
    ...(payment.cardLast4 ? { card: { brand: payment.cardBrand, last4: payment.cardLast4 } } : {}),
    ...(payment.providerReference ? { providerReference: payment.providerReference } : {}),
    createdAt: payment.createdAt,
    paidAt: payment.paidAt,
  };
}

/** The card enrolled for automatic monthly charges: never more than its brand and last 4 (issue 28). */
export function saleSubscriptionJson(facts: SaleSubscriptionFacts) {
  const { subscription, charge } = facts;
  return {
    id: subscription.id,
    status: subscription.status,
    provider: subscription.provider,
    card: { brand: subscription.cardBrand, last4: subscription.cardLast4 },
    chargeDay: charge?.day ?? null,
    nextChargeDate: charge?.nextChargeDate ?? null,
  };
}

function saleJson(
  sale: SaleRecord,
  payments: PaymentRecord[],
  offersMonthlyCard: boolean,
  subscription: SaleSubscriptionFacts | null,
) {
  return {
    id: sale.id,
    productCode: sale.productCode,
    productName: sale.productName,
    status: sale.status,
    amount: sale.amount.amount,
    currency: sale.amount.currency,
    periodicityMonths: sale.periodicityMonths,
    steps: stepsJson(sale, true),
    payments: payments.map(paymentJson),
    /** The issued policy (null until policies has issued it): the Confirmacion page's summary (domain/purchase-summary.ts). */
    policy: sale.policy ?? null,
    /** The payment step offers "Pago automático mensual con tarjeta" (a product paid monthly, a provider that keeps cards). */
    offersMonthlyCard,
    /** The card enrolled for automatic monthly charges (null: none). */
    subscription: subscription ? saleSubscriptionJson(subscription) : null,
    createdAt: sale.createdAt,
    completedAt: sale.completedAt,
  };
}

/**
 * Runs before the app's JSON parser (which then skips the request): a provider notice is parsed here and
 * its bytes kept as `req.rawBody`, because Kushki signs the body exactly as it sent it.
 */
export function webhookRawBody(limit = '256kb'): express.RequestHandler {
  const parse = express.json({
    limit,
    type: () => true,
    verify: (req, _res, buffer) => {
      (req as unknown as { rawBody?: Buffer }).rawBody = buffer;
    },
  });
  return (req, res, next) => {
    if (req.method === 'POST' && req.path.startsWith('/api/sales/webhooks/')) parse(req, res, next);
    else next();
  };
}

/**
 * Runs before the app's JSON-only check (which then lets the request through): the buyer's browser posts
 * the payment return as a form (Webpay's TBK_TOKEN…), the one public write that is not JSON.
 */
export function paymentReturnForm(limit = '8kb'): express.RequestHandler {
  const parse = express.urlencoded({ extended: false, limit });
  return (req, res, next) => {
    if (req.method === 'POST' && /^\/api\/sales\/payments\/[^/]+\/(return|enrolment)\/?$/.test(req.path)) {
      parse(req, res, next);
    } else next();
  };
}

/** Public purchase routes (spec 03 §2, §4, §7): /api/sales. */
export function salesPublicRouter(useCases: SalesHttpUseCases): Router {
  const router = Router();

  router.post('/webhooks/:provider', async (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    // The bytes as received (webhookRawBody kept them): Kushki signs those, not our re-serialised JSON.
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const result = await useCases.webhook.execute(
      String(req.params.provider),
      headers,
      req.body ?? {},
      raw ? raw.toString('utf8') : null,
    );
    res.json({ data: result });
  });

  router.get('/payment-options', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ data: useCases.paymentOptions() });
  });

  // The buyer back from a provider's own payment page (Webpay: GET with token_ws, or a form POST with
  // TBK_TOKEN / TBK_ORDEN_COMPRA): confirmed with the provider, then on to the purchase's Confirmacion
  // page, which shows the sale paid or this payment's advice.
  const paymentReturn: express.RequestHandler = async (req, res) => {
    const params: Record<string, string> = {};
    for (const source of [req.query, req.body ?? {}] as Record<string, unknown>[]) {
      for (const [key, value] of Object.entries(source)) if (typeof value === 'string') params[key] = value;
    }
    const { productCode, payment } = await useCases.paymentReturn.execute(String(req.params.paymentId), params);
    const query = new URLSearchParams({ pago: payment.id });
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, `/Compra-Online/${encodeURIComponent(productCode)}/${CONFIRMATION_SEGMENT}?${query.toString()}`);
  };
  router.get('/payments/:paymentId/return', paymentReturn);
  // The buyer back from the provider's card enrolment page (Oneclick: TBK_TOKEN by GET or form POST; the
  // sandbox's page: GET): the card is kept, the first period charged, then on to Confirmacion.
  const enrolmentReturn: express.RequestHandler = async (req, res) => {
    const params = parseInput(enrolmentReturnSchema, { ...(req.body ?? {}), ...req.query });
    const { productCode, payment } = await useCases.enrolmentReturn.execute(String(req.params.paymentId), params);
    const query = new URLSearchParams({ pago: payment.id });
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, `/Compra-Online/${encodeURIComponent(productCode)}/${CONFIRMATION_SEGMENT}?${query.toString()}`);
  };
  router.get('/payments/:paymentId/enrolment', enrolmentReturn);
  router.post('/payments/:paymentId/enrolment', enrolmentReturn);
  // The form body was parsed by paymentReturnForm.
  router.post('/payments/:paymentId/return', paymentReturn);

  router.post('/', async (req, res) => {
    const input = parseInput(startSchema, req.body ?? {});
    const { sale, token, replayed } = await useCases.start.execute(
      {
        productCode: input.productCode,
        profile: input.profile ?? null,
        referrer: input.referrer ?? null,
        leadAttributionInfo: input.leadAttributionInfo ?? null,
        // The host's edition (issue 27): staff filter the Ventas list by country.
        countryCode: requestEdition(res).code,
      },
      req.header('idempotency-key') ?? null,
    );
    res.status(replayed ? 200 : 201).json({
      data: {
        id: sale.id,
        token,
        productCode: sale.productCode,
        productName: sale.productName,
        steps: stepsJson(sale, false),
        amount: sale.amount.amount,
        currency: sale.amount.currency,
      },
    });
  });

  router.get('/:id', async (req, res) => {
    const { sale, payments, offersMonthlyCard, subscription } = await useCases.get.execute(
      String(req.params.id),
      saleToken(req),
    );
    res.set('Cache-Control', 'no-store').json({ data: saleJson(sale, payments, offersMonthlyCard, subscription) });
  });

  router.put('/:id/steps/:code', async (req, res) => {
    const values = parseInput(stepSchema, req.body ?? {});
    const sale = await useCases.saveStep.execute(
      String(req.params.id),
      saleToken(req),
      String(req.params.code),
      values,
    );
    res.json({ data: { id: sale.id, status: sale.status, steps: stepsJson(sale, false) } });
  });

  router.post('/:id/payments', async (req, res) => {
    const key = req.header('idempotency-key');
    // Checked before the body, so a call without the key always answers 4292 (spec 03 §8).
    if (!key?.trim()) throw new MissingIdempotencyKeyError();
    const input = parseInput(paySchema, req.body ?? {});
    const { payment, replayed } = await useCases.pay.execute(String(req.params.id), saleToken(req), key, input);
    res.status(replayed ? 200 : 201).json({ data: paymentJson(payment) });
  });

  return router;
}
