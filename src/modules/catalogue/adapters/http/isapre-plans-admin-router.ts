import { Router } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { pathId } from '../../../../platform/http/input-schemas.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { ADMIN_PLAN_SORT_FIELDS, PLAN_STATES, type ManageIsaprePlans } from '../../application/manage-isapre-plans.js';
import { CatalogueNotFoundError } from '../../domain/errors.js';
import type { Guard } from './admin-router.js';

const intLike = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

export const planFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  organizationId: intLike.optional(),
  estadoplan: z.enum(PLAN_STATES).optional(),
  id: z.union([intLike, z.array(intLike).max(1000)]).optional(),
});

export const planChangesSchema = z.object({
  nombreplan: z.string().trim().min(2, 'El nombre del plan es obligatorio.').max(200).optional(),
  estadoplan: z.enum(PLAN_STATES, { error: 'Elige Comercializable o No Comercializable.' }).optional(),
  topeanual: z
    .number({ error: 'El tope anual es un número de UF (0: sin tope).' })
    .min(0, 'El tope anual no puede ser negativo.')
    .max(1e9)
    .optional(),
});

const idOf = (raw: string | string[] | undefined) => {
  const id = pathId(raw);
  if (id === undefined) throw new CatalogueNotFoundError('El plan no existe.');
  return id;
};

/** /api/admin/isapre-plans: read with product:read, name/state/cap edited with product:update. */
export function isaprePlansAdminRouter(plans: ManageIsaprePlans, guard: Guard): Router {
  const router = Router();
  router.get('/isapre-plans', guard('product:read'), async (req, res) => {
    const page = parseAdminList(req.query, {
      sortFields: ADMIN_PLAN_SORT_FIELDS,
      filter: planFilterSchema,
      defaultSort: { field: 'codigoplan', order: 'ASC' },
    });
    const filter = page.filter ?? {};
    const { rows, total } = await plans.list({
      q: filter.q || undefined,
      organizationId: filter.organizationId,
      estadoplan: filter.estadoplan,
      ids: filter.id === undefined ? undefined : [filter.id].flat(),
      sort: page.sort,
      offset: page.offset,
      limit: page.limit,
    });
    sendAdminList(res, 'isapre-plans', rows, total, page.offset);
  });
  router.get('/isapre-plans/:id', guard('product:read'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await plans.get(idOf(req.params.id)));
  });
  router.put('/isapre-plans/:id', guard('product:update'), async (req, res) => {
    const changes = parseInput(planChangesSchema, req.body ?? {}, 'Datos del plan inválidos.');
    res.json(await plans.update(idOf(req.params.id), changes));
  });
  return router;
}
