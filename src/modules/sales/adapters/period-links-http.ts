import express, { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/validate.js';
import { MissingIdempotencyKeyError } from '../application/pay-sale.js';
import type { PayPeriodLink } from '../application/pay-period-link.js';
import { LINK_PAYMENT_TYPES, PERIOD_LINK_MESSAGES } from '../domain/period-links.js';
import { PROVIDERS } from '../domain/payment-types.js';

const linkToken = z
  .string({ error: PERIOD_LINK_MESSAGES.invalid })
  .trim()
  .min(1, PERIOD_LINK_MESSAGES.invalid)
  .max(200, PERIOD_LINK_MESSAGES.invalid)
  .meta({ description: 'La firma del enlace del correo (parámetro t del enlace)' });

export const periodLinkQuerySchema = z.object({ t: linkToken });

export const periodLinkPaySchema = z.object({
  t: linkToken,
  paymentType: z.enum(LINK_PAYMENT_TYPES, { error: PERIOD_LINK_MESSAGES.oneTimeOnly }),
  provider: z.enum(PROVIDERS, { error: 'El medio de pago no existe.' }).nullish(),
  token: z.string().trim().max(2000).nullish().meta({ description: 'El token de la tarjeta (librería del proveedor)' }),
});

/** The period id of the path; anything else is a link that opens nothing (404, like a forged signature). */
const periodIdOf = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0);

/** A provider's own page (Webpay) posts its return as a form: parsed for that path only (8 kB). */
export function periodReturnForm(limit = '8kb'): express.RequestHandler {
  const parse = express.urlencoded({ extended: false, limit });
  return (req, res, next) => {
    if (req.method === 'POST' && /^\/api\/sales\/periods\/charges\/[^/]+\/return\/?$/.test(req.path)) {
      parse(req, res, next);
    } else next();
  };
}

/**
 * The payment link of a billing period (issue 28, "Periods without a card"): /api/sales/periods. The signed link
 * of the reminder e-mail shows the period and pays it with a one-time method, once per Idempotency-Key.
 */
export function periodLinksRouter(useCase: PayPeriodLink): Router {
  const router = Router();

  const paymentReturn: express.RequestHandler = async (req, res) => {
    const params: Record<string, string> = {};
    for (const source of [req.query, req.body ?? {}] as Record<string, unknown>[]) {
      for (const [key, value] of Object.entries(source)) if (typeof value === 'string') params[key] = value;
    }
    const url = await useCase.completeReturn(String(req.params.chargeId), params);
    const target = new URL(url);
    res.set('Cache-Control', 'no-store').redirect(303, `${target.pathname}${target.search}`);
  };
  router.get('/charges/:chargeId/return', paymentReturn);
  router.post('/charges/:chargeId/return', paymentReturn);

  router.get('/:periodId', async (req, res) => {
    const { t } = parseInput(periodLinkQuerySchema, req.query);
    const view = await useCase.view(periodIdOf(String(req.params.periodId)), t);
    res.set('Cache-Control', 'no-store').json({ data: view });
  });

  router.post('/:periodId/payments', async (req, res) => {
    const key = req.header('idempotency-key');
    if (!key?.trim()) throw new MissingIdempotencyKeyError();
    const input = parseInput(periodLinkPaySchema, req.body ?? {});
    const { view, replayed } = await useCase.pay(periodIdOf(String(req.params.periodId)), input.t, key, {
      paymentType: input.paymentType,
      provider: input.provider ?? null,
      token: input.token ?? null,
    });
    res.status(replayed ? 200 : 201).json({ data: view });
  });

  return router;
}
