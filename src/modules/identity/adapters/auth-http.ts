import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { RateLimiter } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ChangePassword } from '../application/change-password.js';
import type { ExchangeAccessLink } from '../application/exchange-access-link.js';
import type { Login } from '../application/login.js';
import type { Logout } from '../application/logout.js';
import type { RefreshSession } from '../application/refresh-session.js';
import type { RequestPasswordReset } from '../application/request-password-reset.js';
import type { ResetPassword } from '../application/reset-password.js';
import { ACCESS_LINK_LIMIT_PER_IP, LOGIN_LIMIT_PER_IP } from '../domain/session-policy.js';

/** A required text; the message agrees with the label's gender ("La contraseña es obligatoria."). */
const required = (label: string, gender: 'o' | 'a' = 'o') => {
  const message = `${label} es obligatori${gender}.`;
  return z.string({ error: message }).min(1, message);
};

/** OAuth2-style grants: the password grant accepts `username` or `email`. */
export const tokenRequest = z.discriminatedUnion(
  'grant_type',
  [
    z
      .object({
        grant_type: z.literal('password'),
        username: z.string().max(254).optional(),
        email: z.string().max(254).optional(),
        password: required('La contraseña', 'a').max(200),
      })
      .refine((input) => Boolean(input.username || input.email), {
        message: 'El correo es obligatorio.',
        path: ['username'],
      }),
    z.object({ grant_type: z.literal('refresh_token'), refresh_token: required('El token de refresco').max(200) }),
  ],
  { error: 'grant_type debe ser "password" o "refresh_token".' },
);

export const revokeBody = z.object({ refresh_token: required('El token de refresco').max(200) });
const passwordField = z.string().max(200);
export const changePasswordBody = z.object({
  email: required('El correo').max(254),
  currentPassword: passwordField,
  newPassword: passwordField,
});
export const forgotPasswordBody = z.object({ email: z.email('Ingresa un correo válido.').max(254) });
export const hashTokenParams = z.object({ hash: z.string().min(1).max(200) });
export const resetPasswordBody = z.object({ token: required('El enlace').max(200), password: passwordField });

export interface AuthUseCases {
  login: Login;
  refresh: RefreshSession;
  logout: Logout;
  changePassword: ChangePassword;
  requestReset: RequestPasswordReset;
  resetPassword: ResetPassword;
}

/** POST /token (spec 03 §7): login and refresh. A body without grant_type is a password login. */
export function tokenRouter(useCases: AuthUseCases, limiter: RateLimiter): Router {
  const router = Router();
  // Only password attempts count against the client IP: refreshes are routine for every signed-in person.
  const perIp = limiter.perIp({
    ...LOGIN_LIMIT_PER_IP,
    message: 'Demasiados intentos de inicio de sesión desde tu red. Intenta nuevamente en unos minutos.',
  });
  const passwordAttemptsPerIp: RequestHandler = (req, res, next) => {
    const grant = (req.body as { grant_type?: unknown } | undefined)?.grant_type;
    if (grant === 'refresh_token') next();
    else perIp(req, res, next);
  };
  router.post('/', passwordAttemptsPerIp, async (req, res) => {
    const body = { grant_type: 'password', ...(req.body as object) };
    const input = parseInput(tokenRequest, body);
    res.setHeader('Cache-Control', 'no-store');
    if (input.grant_type === 'refresh_token') {
      res.json(await useCases.refresh.execute(input.refresh_token));
      return;
    }
    const email = (input.username || input.email)!;
    res.json(await useCases.login.execute({ email, password: input.password }));
  });
  router.post('/revoke', async (req, res) => {
    const input = parseInput(revokeBody, req.body);
    await useCases.logout.execute(input.refresh_token);
    res.status(204).end();
  });
  return router;
}

/** /api/auth: password change (also the way out of PASSWORD_EXPIRED), forgotten password and reset. */
export function authRouter(useCases: AuthUseCases, limiter: RateLimiter): Router {
  const router = Router();
  const perIp = limiter.perIp({
    ...LOGIN_LIMIT_PER_IP,
    name: 'auth-password',
    message: 'Demasiados intentos desde tu red. Intenta nuevamente en unos minutos.',
  });
  router.post('/password/change', perIp, async (req, res) => {
    const input = parseInput(changePasswordBody, req.body);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await useCases.changePassword.execute(input));
  });
  router.post('/password/forgot', perIp, async (req, res) => {
    const input = parseInput(forgotPasswordBody, req.body);
    await useCases.requestReset.execute(input.email);
    res.status(202).json({
      data: {
        message: 'Si el correo corresponde a un usuario activo, recibirás un enlace para restablecer tu contraseña.',
      },
    });
  });
  router.post('/password/reset', perIp, async (req, res) => {
    const input = parseInput(resetPasswordBody, req.body);
    await useCases.resetPassword.execute(input);
    res.json({ data: { message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.' } });
  });
  return router;
}

/**
 * GET /hashtoken/{hash} (spec 03 §7): a one-time sign-in link issued by staff becomes a session, answered
 * exactly as POST /token answers a login. Limited per client IP like password attempts.
 */
export function hashTokenRouter(exchange: ExchangeAccessLink, limiter: RateLimiter): Router {
  const router = Router();
  const perIp = limiter.perIp({
    ...ACCESS_LINK_LIMIT_PER_IP,
    message: 'Demasiados intentos de inicio de sesión desde tu red. Intenta nuevamente en unos minutos.',
  });
  router.get('/:hash', perIp, async (req, res) => {
    const { hash } = parseInput(hashTokenParams, req.params);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await exchange.execute(hash));
  });
  return router;
}
