import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { APP_ROOT } from '../../../platform/app-root.js';
import { notFound } from '../../../platform/errors.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ResolvePartnerSite } from '../application/resolve-partner-site.js';
import { embedSnippet } from '../domain/partner.js';

/** The example host page of the repository (examples/partner-host/index.html). */
export const EXAMPLE_HOST_PAGE = path.join(APP_ROOT, 'examples/partner-host/index.html');

const query = z.object({
  socio: z.string().max(63).default('demo'),
  /** Replaces the partner's token (any other value, or empty, shows an unauthorized frame). */
  token: z.string().max(200).optional(),
});

/** `{partner}.localhost:port` on a local host (localhost, an IP), else `{partner}.{host}`. */
export function partnerOrigin(protocol: string, host: string, code: string): string {
  const [name, port] = host.split(/:(?=\d+$)/);
  const local = name === 'localhost' || /^\d+(\.\d+){3}$/.test(name ?? '');
  return `${protocol}://${code}.${local ? 'localhost' : name}${port ? `:${port}` : ''}`;
}

/**
 * Development and tests only (issue 14): GET /ejemplos/sitio-socio?socio=demo serves the example host page
 * with the local partner's embed snippet, so the embedded comparator can be tried (and tested) in a real
 * browser: the page's origin is this server's, which the partner must list among its authorized URLs.
 */
export function exampleHostRoutes(sites: ResolvePartnerSite): { path: string; router: Router }[] {
  const template = readFileSync(EXAMPLE_HOST_PAGE, 'utf8');
  const router = Router();
  router.get('/sitio-socio', async (req, res) => {
    const { socio, token } = parseInput(query, req.query, 'Parámetros inválidos.');
    const partner = await sites.byCodeOf(socio);
    if (!partner) throw notFound(`No existe el socio ${socio}.`);
    const origin = partnerOrigin(req.protocol, req.headers.host ?? 'localhost', partner.code);
    const snippet = embedSnippet(origin, { ...partner, iframeToken: token ?? partner.iframeToken });
    const html = template.replace(/<!--embed-->[\s\S]*?<!--\/embed-->/, () => `<!--embed-->${snippet}<!--/embed-->`);
    // This page frames the partner's site: its own CSP names that origin (the site's is 'self' only).
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'self';frame-src ${origin};style-src 'unsafe-inline';img-src 'self' data:;frame-ancestors 'self'`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  });
  return [{ path: '/ejemplos', router }];
}
