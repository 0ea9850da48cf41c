import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import {
  CUSTOMER_EXCHANGE_LIMIT_PER_IP,
  CUSTOMER_LINK_ANSWER,
  CUSTOMER_SESSION_COOKIE,
  type CustomerAccount,
  type CustomerAccounts,
} from '../../identity/index.js';
import type { CustomerPortal } from '../application/customer-portal.js';
import { CONTACT_CHANNELS, CONTACT_TIMES, normalizeChileanPhone } from '../domain/preferences.js';

export const linkRequestBody = z
  .object({ email: z.email('Ingresa un correo válido.').max(200, 'Máximo 200 caracteres.') })
  .strict();
export const exchangeBody = z.object({ token: z.string().min(10, 'El enlace no es válido.').max(200) }).strict();
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int('Identificador inválido.')
    .positive('Identificador inválido.'),
});

const optionalText = (max: number) =>
  z
    .union([z.string().max(max, `Máximo ${max} caracteres.`), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));

export const preferencesBody = z
  .object({
    phone: optionalText(30).refine(
      (value) => value === null || normalizeChileanPhone(value) !== null,
      'Ingresa un teléfono chileno: +56 9 1234 5678.',
    ),
    street: optionalText(200),
    commune: optionalText(100),
    region: optionalText(100),
    consent: z.boolean({ error: 'Indica si aceptas que te contactemos.' }),
    channel: z.enum(CONTACT_CHANNELS, { error: 'Elige correo, teléfono o WhatsApp.' }).nullable(),
    contactTime: z.enum(CONTACT_TIMES, { error: 'Elige un horario de contacto.' }).nullable(),
  })
  .strict()
  .transform((p) => ({ ...p, phone: p.phone === null ? null : normalizeChileanPhone(p.phone) }));

/** The session cookie: HttpOnly, SameSite=Strict, Secure on https, scoped to the portal's API. */
export interface CookieSettings {
  secure: boolean;
}

function cookieOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CUSTOMER_SESSION_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

const COOKIE_PATH = '/api/portal';

function setSessionCookie(res: Response, token: string, expiresAt: Date, settings: CookieSettings) {
  res.cookie(CUSTOMER_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

function clearSessionCookie(res: Response, settings: CookieSettings) {
  res.clearCookie(CUSTOMER_SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: COOKIE_PATH,
  });
}

const customerOf = (res: Response) => res.locals.customer as CustomerAccount;

const pdf = (res: Response, file: { fileName: string; pdf: Uint8Array }) => {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(Buffer.from(file.pdf));
};

/**
 * Portal Personas (issue 29) under /api/portal: signing in with a one-time e-mailed link, the session cookie,
 * and the signed-in customer's policies, certificate, payments, receipts, preferences and cancellation.
 */
export function portalRouter(
  accounts: CustomerAccounts,
  portal: CustomerPortal,
  limiter: RateLimiter,
  settings: CookieSettings,
): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post('/acceso', async (req, res) => {
    const { email } = parseInput(linkRequestBody, req.body);
    await accounts.requestSignInLink(email, req.ip ?? 'unknown');
    res.status(202).json({ data: { message: CUSTOMER_LINK_ANSWER } });
  });

  router.post(
    '/acceso/canjear',
    limiter.perIp({
      ...CUSTOMER_EXCHANGE_LIMIT_PER_IP,
      message: 'Demasiados intentos de acceso desde tu red. Intenta nuevamente en unos minutos.',
    }),
    async (req, res) => {
      const { token } = parseInput(exchangeBody, req.body);
      const session = await accounts.exchangeLink(token);
      setSessionCookie(res, session.token, session.expiresAt, settings);
      res.json({ data: { email: session.customer.email } });
    },
  );

  const signedIn: RequestHandler = async (req, res, next) => {
    const token = cookieOf(req);
    const customer = token ? await accounts.authenticate(token) : null;
    if (!customer) throw new AppError('UNAUTHORIZED', 'Tu sesión terminó. Pide un nuevo enlace de acceso.');
    res.locals.customer = customer;
    next();
  };

  router.get('/sesion', signedIn, (_req, res) => {
    res.json({ data: { email: customerOf(res).email } });
  });

  router.delete('/sesion', async (req, res) => {
    const token = cookieOf(req);
    if (token) await accounts.signOut(token);
    clearSessionCookie(res, settings);
    res.status(204).end();
  });

  router.delete('/sesiones', signedIn, async (_req, res) => {
    const closed = await accounts.signOutEverywhere(customerOf(res).id);
    clearSessionCookie(res, settings);
    res.json({ data: { closed } });
  });

  router.get('/seguros', signedIn, async (_req, res) => {
    res.json({ data: await portal.policies(customerOf(res)) });
  });

  router.get('/seguros/:id', signedIn, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    res.json({ data: await portal.policy(customerOf(res), id) });
  });

  router.get('/seguros/:id/certificado', signedIn, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    pdf(res, await portal.certificate(customerOf(res), id));
  });

  router.post('/seguros/:id/cancelacion', signedIn, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    res.json({ data: await portal.cancel(customerOf(res), id) });
  });

  router.get('/pagos', signedIn, async (_req, res) => {
    res.json({ data: await portal.payments(customerOf(res)) });
  });

  router.get('/pagos/:id/pagar', signedIn, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    res.json({ data: { url: await portal.periodPayUrl(customerOf(res), id) } });
  });

  router.get('/comprobantes/:id', signedIn, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    pdf(res, await portal.receipt(customerOf(res), id));
  });

  router.get('/preferencias', signedIn, async (_req, res) => {
    res.json({ data: await portal.preferences(customerOf(res)) });
  });

  router.put('/preferencias', signedIn, async (req, res) => {
    const preferences = parseInput(preferencesBody, req.body);
    res.json({ data: await portal.savePreferences(customerOf(res), preferences) });
  });

  return router;
}
