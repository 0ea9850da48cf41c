import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { CreatePartner } from '../application/create-partner.js';
import type { GetPartner } from '../application/get-partner.js';
import type { ListPartners } from '../application/list-partners.js';
import type { PreviewPartnerConfig } from '../application/preview-partner-config.js';
import type { UpdatePartner } from '../application/update-partner.js';
import { embedSnippet, type Partner } from '../domain/partner.js';

export interface PartnersAdminUseCases {
  list: ListPartners;
  get: GetPartner;
  create: CreatePartner;
  update: UpdatePartner;
  preview: PreviewPartnerConfig;
}

const boolLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const partnerBody = z.object({
  code: z.string().max(63).optional(),
  name: z.string().max(200).optional(),
  active: z.boolean().optional(),
  embedType: z.string().max(20).optional(),
  config: z.unknown().optional(),
  adminUserIds: z.array(z.number().int().positive()).max(100).optional(),
});

export const PARTNER_SORT_FIELDS = ['id', 'code', 'name', 'active', 'updatedAt'] as const;
export const partnerFilter = z.object({ q: z.string().max(200).optional(), active: boolLike.optional() });

const userOf = (req: Request) => {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Debe iniciar sesión.');
  return req.user;
};

/** The partner as the back-office shows it, with its copy-paste embed snippet and its site address. */
const adminPartner = (partner: Partner, publicUrl: string) => {
  const url = new URL(publicUrl);
  const host = url.hostname === 'localhost' ? `${partner.code}.localhost` : `${partner.code}.${url.hostname}`;
  return {
    ...partner,
    siteUrl: `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}${partner.config.redirects.defaultPath}`,
    embedSnippet: embedSnippet(publicUrl, partner),
  };
};

/** /api/admin/partners in react-admin's simple-rest shape (partner:read, partner:create, partner:update). */
export function partnersAdminRoutes(
  useCases: PartnersAdminUseCases,
  guard: (permission: string) => RequestHandler,
  publicUrl: string,
): { path: string; router: Router }[] {
  const router = Router();
  const id = (req: Request) => parseInput(z.coerce.number().int().positive(), req.params.id, 'Identificador inválido.');

  router.get('/', guard('partner:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: PARTNER_SORT_FIELDS,
      filter: partnerFilter,
      defaultSort: { field: 'id', order: 'ASC' },
    });
    const { rows, total } = await useCases.list.execute(
      { offset: query.offset, limit: query.limit, sort: query.sort, q: query.filter?.q, active: query.filter?.active },
      userOf(req),
    );
    sendAdminList(
      res,
      'partners',
      rows.map((p) => adminPartner(p, publicUrl)),
      total,
      query.offset,
    );
  });

  // The live preview: the configuration as it would be stored (sanitised HTML, normalised colours) or its
  // field errors; nothing is saved.
  router.post('/preview', guard('partner:read'), async (req, res) => {
    const body = parseInput(z.object({ config: z.unknown().optional() }), req.body ?? {}, 'Datos inválidos.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: useCases.preview.execute(body.config ?? {}) });
  });

  router.get('/:id', guard('partner:read'), async (req, res) => {
    res.json(adminPartner(await useCases.get.execute(id(req), userOf(req)), publicUrl));
  });

  router.post('/', guard('partner:create'), async (req, res) => {
    const body = parseInput(partnerBody, req.body ?? {}, 'Datos del socio inválidos.');
    res.status(201).json(adminPartner(await useCases.create.execute(body), publicUrl));
  });

  router.put('/:id', guard('partner:update'), async (req, res) => {
    const body = parseInput(partnerBody, req.body ?? {}, 'Datos del socio inválidos.');
    res.json(adminPartner(await useCases.update.execute(id(req), body, userOf(req)), publicUrl));
  });

  return [{ path: '/api/admin/partners', router }];
}
