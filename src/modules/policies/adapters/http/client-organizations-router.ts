import { Router } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { ORGANIZATION_STATUSES } from '../../domain/statuses.js';
import { idOf, intLike, optionalText } from '../http-input.js';
import { actorOfRequest, type Guard, type PoliciesHttpDeps } from './policies-http.js';

export const organizationBody = z.object({
  name: z.string().trim().min(2, 'El nombre de la empresa debe tener al menos 2 caracteres.').max(200),
  rut: z.string().trim().min(1, 'El RUT es obligatorio.').max(20),
  status: z.enum(ORGANIZATION_STATUSES).default('ACTIVE'),
  groupCode: optionalText(60).transform((v) => v ?? null),
  email: z
    .preprocess((v) => (v === '' ? null : v), z.email('Correo inválido.').nullable().optional())
    .transform((v) => v ?? null),
  phone: optionalText(30).transform((v) => v ?? null),
  street: optionalText(200).transform((v) => v ?? null),
  city: z.string().trim().max(100).default('Santiago'),
  region: z.string().trim().max(100).default('Metropolitana'),
  country: z.string().trim().max(100).default('Chile'),
  zip: optionalText(20).transform((v) => v ?? null),
});

export const CLIENT_ORGANIZATION_SORT_FIELDS = ['id', 'name', 'rut', 'status'] as const;
export const clientOrganizationFilter = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(ORGANIZATION_STATUSES).optional(),
  id: z.union([intLike, z.array(intLike).max(500)]).optional(),
});

/** /api/admin/client-organizations: the client companies (only the user's own for a company user). */
export function clientOrganizationsRouter(deps: PoliciesHttpDeps, guard: Guard): Router {
  const router = Router();
  const actorOf = actorOfRequest(deps);
  router.get('/client-organizations', guard('policy:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: CLIENT_ORGANIZATION_SORT_FIELDS,
      filter: clientOrganizationFilter,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const f = query.filter ?? {};
    const page = await deps.organizations.list(await actorOf(req), {
      ...query,
      filter: { q: f.q?.trim() || undefined, status: f.status, ids: f.id === undefined ? undefined : [f.id].flat() },
    });
    sendAdminList(res, 'client-organizations', page.rows, page.total, query.offset);
  });
  router.get('/client-organizations/:id', guard('policy:read'), async (req, res) => {
    res.json(await deps.organizations.get(await actorOf(req), idOf(req.params.id, 'La empresa')));
  });
  router.post('/client-organizations', guard('organization:create'), async (req, res) => {
    res.status(201).json(await deps.organizations.create(await actorOf(req), parseInput(organizationBody, req.body)));
  });
  router.put('/client-organizations/:id', guard('organization:update'), async (req, res) => {
    const id = idOf(req.params.id, 'La empresa');
    res.json(await deps.organizations.update(await actorOf(req), id, parseInput(organizationBody.partial(), req.body)));
  });
  return router;
}
