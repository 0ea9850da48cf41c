import { isClientUser } from '../../identity/domain/client-roles.js';

/**
 * Two small access rules of the site's routes (spec 02 §2.2, §6).
 *
 * /login: the back-office sign-in for staff. It accepts optional loginError and referrer query parameters;
 * the site hands them to the back-office's login, keeping only a referrer that is a path inside the
 * back-office (never another site).
 *
 * Consulta-RUT-Empresa is guarded; the spec does not give the rule, so it is: a signed-in company user (a
 * back-office session that has not expired and holds one of the client-company roles of spec 03 §6). Anyone
 * else goes to /Comparar/Seguros-de-Salud.
 */

export const BACKOFFICE_LOGIN = '/admin/#/login';
export const CONSULTA_RUT_FALLBACK = '/Comparar/Seguros-de-Salud';

const LOGIN_ERRORS: Readonly<Record<string, string>> = {
  SESSION_EXPIRED: 'Tu sesión expiró. Ingresa nuevamente.',
  UNAUTHORIZED: 'Debes ingresar para continuar.',
  FORBIDDEN: 'Tu usuario no tiene acceso a esa sección.',
  PASSWORD_EXPIRED: 'Tu contraseña expiró. Ingresa para cambiarla.',
};
const DEFAULT_LOGIN_ERROR = 'No pudimos iniciar tu sesión. Intenta nuevamente.';

/** The Spanish message for a loginError value (a known code, else a generic sentence; never the raw text). */
export function loginErrorMessage(code: string | null | undefined): string | null {
  if (code === null || code === undefined || code.trim() === '') return null;
  return LOGIN_ERRORS[code.trim().toUpperCase()] ?? DEFAULT_LOGIN_ERROR;
}

/** A referrer the back-office may go to after signing in: a path of its own ('/leads/12'), else null. */
export function safeReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  const inside = referrer.replace(/^\/admin\/?#?/, '').replace(/^#/, '');
  const path = inside.startsWith('/') ? inside : `/${inside}`;
  return /^\/(?!\/)[\w\-/.?=&%]*$/.test(path) && !path.includes('..') && path.length <= 300 ? path : null;
}

/** Where /login?loginError=…&referrer=… sends the visitor. */
export function backofficeLoginUrl(search: string): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  const error = params.get('loginError');
  if (error) out.set('loginError', error.slice(0, 40));
  const referrer = safeReferrer(params.get('referrer'));
  if (referrer) out.set('referrer', referrer);
  const query = out.toString();
  return query ? `${BACKOFFICE_LOGIN}?${query}` : BACKOFFICE_LOGIN;
}

export interface SessionLike {
  refreshExpiresAt?: number;
  user?: { roles?: readonly string[] };
}

/** The guard of Consulta-RUT-Empresa: a live session of a company user. */
export function mayConsultCompanyRut(session: SessionLike | null | undefined, now: number): boolean {
  if (!session?.user?.roles || typeof session.refreshExpiresAt !== 'number') return false;
  if (session.refreshExpiresAt <= now) return false;
  return isClientUser(session.user.roles);
}
