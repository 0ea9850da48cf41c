import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import { numericIdParams, type ApiDoc } from '../../../../platform/http/openapi.js';
import { ADMIN_PLAN_SORT_FIELDS, PLAN_STATES } from '../../application/manage-isapre-plans.js';
import { planChangesSchema, planFilterSchema } from './isapre-plans-admin-router.js';

const plan = z
  .object({
    id: z.number(),
    codigoplan: z.string(),
    nombreplan: z.string(),
    organizationId: z.number(),
    isapreName: z.string(),
    lineaplan: z.string(),
    modalidadplan: z.string(),
    amplitudcobertura: z.string(),
    estadoplan: z.enum(PLAN_STATES),
    topeanual: z.number().meta({ description: 'Tope anual en UF; 0: sin tope' }),
    fechainicio: z.string(),
    prestacionesrest: z.array(z.number()),
    basePriceUf: z.number(),
    sample: z.boolean(),
  })
  .meta({ id: 'AdminIsaprePlan' });

/** The routes of isaprePlansAdminRouter (isapre-plans-admin-router.ts). */
export const isaprePlansAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', 'Back-office: catálogo')
    .get('/isapre-plans', {
      summary: 'Planes de isapre (spec 03 §3)',
      permission: 'product:read',
      list: true,
      query: adminListSchema(ADMIN_PLAN_SORT_FIELDS, planFilterSchema),
      response: z.array(plan),
    })
    .get('/isapre-plans/:id', {
      summary: 'Un plan de isapre',
      permission: 'product:read',
      params: numericIdParams,
      response: plan,
      errors: [404],
    })
    .put('/isapre-plans/:id', {
      summary: 'Edita el nombre, el estado (comercializable) o el tope anual de un plan',
      permission: 'product:update',
      params: numericIdParams,
      body: planChangesSchema,
      response: plan,
      errors: [404],
    });
};
