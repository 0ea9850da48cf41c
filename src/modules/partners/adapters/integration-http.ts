import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Logger } from '../../../platform/logger.js';
import { parseInput } from '../../../platform/http/validate.js';
import { notFound } from '../../../platform/errors.js';
import type { CheckIframeToken } from '../application/check-iframe-token.js';
import { UNAUTHORIZED_EMBEDDING } from '../application/check-iframe-token.js';
import type { GetIntegrationForm } from '../application/get-integration-form.js';
import type { ResolvePartnerSite } from '../application/resolve-partner-site.js';
import type { SaveIntegrationForm } from '../application/save-integration-form.js';
import { publicPartner } from '../domain/partner.js';

export interface IntegrationUseCases {
  checkToken: CheckIframeToken;
  sites: ResolvePartnerSite;
  saveForm: SaveIntegrationForm;
  getForm: GetIntegrationForm;
}

const MAX_FORM_BYTES = 16_384;

export const tokenQuery = z.object({
  token: z.string().max(200).optional(),
  IFRAME_AUTH: z.string().max(200).optional(),
  origin: z.string().max(500).optional(),
});
export const subdomainQuery = z.object({ subdomain: z.string().max(63).optional() });
/** A contact field the comparator reads back to fill its forms: text (a phone may come as a number). */
const contactText = (max: number) =>
  z
    .union(
      [z.string().trim().max(max, `Puede tener hasta ${max} caracteres.`), z.number().finite().transform(String)],
      {
        error: 'Debe ser un texto.',
      },
    )
    .optional();

/**
 * A partner's form: any fields (a profile, a referral…), but the contact fields the comparator reads back
 * are text, and the e-mail, when given, is an address (issue 24: `{"email":[null]}` was stored).
 */
export const formBody = z
  .object(
    {
      email: z
        .string({ error: 'El correo debe ser un texto.' })
        .trim()
        .max(254)
        .refine((value) => value === '' || z.email().safeParse(value).success, 'El correo no es válido.')
        .optional(),
      nombre: contactText(200),
      name: contactText(200),
      telefono: contactText(40),
      phone: contactText(40),
      rut: contactText(20),
    },
    { error: 'El formulario debe ser un objeto JSON.' },
  )
  .catchall(z.unknown())
  .refine(
    (data) => Object.keys(data).every((key) => key.length <= 100),
    'Los nombres de campo tienen hasta 100 caracteres.',
  )
  .refine((data) => Object.keys(data).length <= 200, 'El formulario tiene demasiados campos (máximo 200).')
  .refine((data) => JSON.stringify(data).length <= MAX_FORM_BYTES, 'El formulario es demasiado grande (máximo 16 KB).');

const originOf = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** /api/integration (spec 03 §7, spec 02 §5 §7): embedding token, sub-domain data and partner forms. */
export function integrationRoutes(useCases: IntegrationUseCases, logger: Logger): { path: string; router: Router }[] {
  const router = Router();

  // Authorized URLs by embedding token (IFRAME_AUTH); with `origin` (or the Referer) it also says whether
  // that page may embed, and logs the spec's warning when it may not.
  router.get('/iframe-token', async (req: Request, res) => {
    const query = parseInput(tokenQuery, req.query, 'Parámetros inválidos.');
    const token = query.token ?? query.IFRAME_AUTH ?? req.header('iframe_auth') ?? '';
    let authorization;
    try {
      authorization = await useCases.checkToken.execute(token);
    } catch (error) {
      req.log.warn({ token: token ? 'presente' : 'ausente' }, UNAUTHORIZED_EMBEDDING);
      throw error;
    }
    const origin = originOf(query.origin) ?? originOf(req.header('referer'));
    const authorized = origin === null ? null : authorization.allowedUrls.includes(origin);
    if (authorized === false) {
      logger.warn({ partner: authorization.partner, origin }, UNAUTHORIZED_EMBEDDING);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: { ...authorization, origin, authorized } });
  });

  // Authorized data by sub-domain and host (spec 02 §7): the partner's configuration (spec 02 §3), or
  // null on the main site.
  router.get('/iframe-subdomain', async (req, res) => {
    const { subdomain } = parseInput(subdomainQuery, req.query, 'Parámetros inválidos.');
    const partner = subdomain
      ? await useCases.sites.byCodeOf(subdomain)
      : await useCases.sites.byHost(req.headers.host);
    if (subdomain && !partner) throw notFound(`No existe el subdominio ${subdomain}.`);
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.setHeader('Vary', 'Host');
    res.json({ data: partner ? publicPartner(partner) : null });
  });

  router.post('/form', async (req, res) => {
    const data = parseInput(formBody, req.body ?? null, 'Formulario inválido.');
    const saved = await useCases.saveForm.execute(data, req.headers.host);
    res.status(201).json({ data: saved });
  });

  router.get('/form/:hash', async (req, res) => {
    const form = await useCases.getForm.execute(String(req.params.hash));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: form });
  });

  return [{ path: '/api/integration', router }];
}
