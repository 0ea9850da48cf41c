import { z } from 'zod';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import { codeParam } from './care-scenarios-admin-router.js';
import { careScenarioUpdateSchema } from './schemas.js';

/** A care scenario as stored (react-admin's id is its code). */
export const careScenarioSchema = careScenarioUpdateSchema
  .extend({ code: z.string(), description: z.string(), sample: z.boolean() })
  .meta({ id: 'CareScenario' });
const record = careScenarioSchema.extend({ id: z.string().meta({ description: 'El código' }) });

/** The routes of careScenariosAdminRouter (care-scenarios-admin-router.ts). */
export const careScenariosAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', 'Back-office: catálogo')
    .get('/care-scenarios', {
      summary: 'Escenarios del simulador de costo de atención (issue 13)',
      permission: 'product:read',
      list: true,
      response: z.array(record),
    })
    .get('/care-scenarios/:id', {
      summary: 'Un escenario',
      permission: 'product:read',
      params: codeParam,
      response: record,
      errors: [404],
    })
    .put('/care-scenarios/:id', {
      summary: 'Edita los precios de referencia de un escenario',
      permission: 'product:update',
      params: codeParam,
      body: careScenarioUpdateSchema,
      response: record,
      errors: [404],
    });
};
