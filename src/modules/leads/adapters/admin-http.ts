import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { pathId, positiveId, wholeNumber } from '../../../platform/http/input-schemas.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ManageAdvisors } from '../application/manage-advisors.js';
import type { ManageLeads } from '../application/manage-leads.js';
import type { LeadListQuery, LeadSummary } from '../application/ports.js';
import { CONTACT_CHANNEL_LABELS, CONTACT_TIME_LABELS } from '../domain/contact-consent.js';
import { statusLabel, subStatusLabel } from '../domain/lead-status.js';
import { resolveOrigin } from '../domain/lead-origin.js';

const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const dateLike = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Fecha inválida (AAAA-MM-DD).')
  .transform((v) => v.slice(0, 10));

// The editions' countries (issue 27): staff filter every list by country, with the catalogue lists' values.
export const countryCodeFilter = z.enum(['CL', 'PE', 'CO', 'INT'], {
  error: 'countryCode debe ser CL, PE, CO o INT',
});

export const LEAD_SORT_FIELDS = ['id', 'createdAt', 'status', 'nombre', 'email', 'executiveId'] as const;
export const leadFilterSchema = z.object({
  id: z.union([intLike, z.array(intLike).max(1000)]).optional(),
  status: intLike.optional(),
  subStatus: intLike.optional(),
  executiveId: intLike.optional(),
  productId: z.union([z.string().max(100), z.number().transform(String)]).optional(),
  from: dateLike.optional(),
  to: dateLike.optional(),
  q: z.string().max(200).optional(),
  /** An origin system or source of spec 03 §3, in any spelling resolveOrigin knows ('qpcron' is QPCRON). */
  origin: z.string().max(100).optional(),
  /** The edition the lead was made on (issue 27), as the organizations' and products' country filter. */
  countryCode: countryCodeFilter.optional(),
});

export const assignBodySchema = z.object({ executiveId: positiveId('El ejecutivo') });
export const statusBodySchema = z.object({
  status: wholeNumber('El estado'),
  // react-admin sends '' for an emptied select: no sub-status.
  subStatus: z.preprocess((value) => (value === '' ? null : value), wholeNumber('El subestado').nullable().optional()),
});

const advisorFields = {
  email: z.string().trim().max(50, 'El correo del asesor puede tener hasta 50 caracteres.'),
  name: z.string().trim().min(2, 'Ingresa el nombre del asesor.').max(200),
  country: z.enum(['chile', 'peru', 'colombia', 'internacional']),
  active: z.boolean(),
};
export const advisorBodySchema = z.object({
  ...advisorFields,
  country: advisorFields.country.default('chile'),
  active: advisorFields.active.default(true),
});
// No defaults on update: an absent field keeps its value.
export const advisorChangesSchema = z.object(advisorFields).partial();
/** The advisors list is searched by q and not sorted: react-admin's sort on any column is accepted. */
export const ADVISOR_SORT_FIELDS = ['id', 'name', 'email', 'country', 'active'] as const;
export const advisorFilterSchema = z.object({ q: z.string().max(200).optional() });

/** The lead as the back-office shows it: labels for status, sub-status and consent. */
export const adminLead = (lead: LeadSummary) => {
  const { updateToken: _token, ...rest } = lead;
  return {
    ...rest,
    statusLabel: statusLabel(lead.status) ?? null,
    subStatusLabel: lead.subStatus != null ? (subStatusLabel(lead.subStatus) ?? null) : null,
    executiveId: lead.executive?.id ?? null,
    productId: lead.product.id,
    contactConsent: {
      channel: lead.contactChannel,
      channelLabel: CONTACT_CHANNEL_LABELS[lead.contactChannel],
      preferredTime: lead.contactTime,
      preferredTimeLabel: CONTACT_TIME_LABELS[lead.contactTime],
    },
  };
};

/** The signed-in back-office user (set by the identity guard) for the lead's history. */
const actorOf = (req: Request) => (req.user ? { id: req.user.id, name: req.user.name } : null);

const idOf = (raw: string | string[] | undefined) => {
  const id = pathId(raw);
  if (id === undefined) throw new AppError('NOT_FOUND', 'La solicitud no existe.');
  return id;
};

/** /api/admin/leads, /api/admin/lead-stats, /api/admin/lead-statuses in ra-data-simple-rest's shape. */
export function leadsAdminRoutes(
  manage: ManageLeads,
  advisors: ManageAdvisors,
  guard: (permission: string) => RequestHandler,
) {
  const leads = Router();
  leads.get('/', guard('lead:read'), async (req, res) => {
    const page = parseAdminList(req.query, {
      sortFields: LEAD_SORT_FIELDS,
      filter: leadFilterSchema,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const filter = page.filter ?? {};
    const listQuery: LeadListQuery = {
      ids: filter.id === undefined ? undefined : Array.isArray(filter.id) ? filter.id : [filter.id],
      status: filter.status,
      subStatus: filter.subStatus,
      executiveId: filter.executiveId,
      productId: filter.productId,
      origin: filter.origin?.trim() ? resolveOrigin(filter.origin).origin : undefined,
      countryCode: filter.countryCode,
      from: filter.from,
      to: filter.to,
      q: filter.q?.trim() || undefined,
      sort: page.sort,
      offset: page.offset,
      limit: page.limit,
    };
    const { rows, total } = await manage.list(listQuery);
    sendAdminList(res, 'leads', rows.map(adminLead), total, page.offset);
  });
  leads.get('/:id', guard('lead:read'), async (req, res) => {
    // The detail carries the profile at request time, attribution, referrer, flags and e-mails sent.
    res.json(adminLead(await manage.get(idOf(req.params.id))));
  });
  leads.put('/:id/assign', guard('lead:assign'), async (req, res) => {
    const { executiveId } = parseInput(assignBodySchema, req.body);
    res.json(adminLead(await manage.assign(idOf(req.params.id), executiveId, actorOf(req))));
  });
  leads.put('/:id', guard('lead:update'), async (req, res) => {
    const body = parseInput(statusBodySchema, req.body);
    res.json(adminLead(await manage.setStatus(idOf(req.params.id), body.status, body.subStatus ?? null, actorOf(req))));
  });

  const stats = Router();
  stats.get('/', guard('lead:read'), async (_req, res) => {
    res.json(await manage.stats(30));
  });

  const statuses = Router();
  statuses.get('/', guard('lead:read'), (_req, res) => {
    res.json(manage.statuses());
  });

  // The spec's reassignment call (spec 03 §7): GET, answered with the lead now assigned.
  const reassign = Router();
  reassign.get('/reassign/:id', guard('lead:assign'), async (req, res) => {
    res.json({ data: adminLead(await manage.reassign(idOf(req.params.id), actorOf(req))) });
  });

  const advisorRouter = Router();
  const advisorId = (raw: string | string[] | undefined) => {
    const id = pathId(raw);
    if (id === undefined) throw new AppError('NOT_FOUND', 'El asesor no existe.');
    return id;
  };
  advisorRouter.get('/', guard('lead:read'), async (req, res) => {
    const page = parseAdminList(req.query, {
      sortFields: ADVISOR_SORT_FIELDS,
      filter: advisorFilterSchema,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const { rows, total } = await advisors.list({
      q: page.filter?.q?.trim() || undefined,
      offset: page.offset,
      limit: page.limit,
    });
    sendAdminList(res, 'advisors', rows, total, page.offset);
  });
  advisorRouter.get('/:id', guard('lead:read'), async (req, res) => {
    res.json(await advisors.get(advisorId(req.params.id)));
  });
  advisorRouter.post('/', guard('lead:assign'), async (req, res) => {
    res.status(201).json(await advisors.create(parseInput(advisorBodySchema, req.body)));
  });
  advisorRouter.put('/:id', guard('lead:assign'), async (req, res) => {
    res.json(await advisors.update(advisorId(req.params.id), parseInput(advisorChangesSchema, req.body)));
  });

  return [
    { path: '/api/qpassignment', router: reassign },
    { path: '/api/admin/advisors', router: advisorRouter },
    { path: '/api/admin/leads', router: leads },
    { path: '/api/admin/lead-stats', router: stats },
    { path: '/api/admin/lead-statuses', router: statuses },
  ];
}
